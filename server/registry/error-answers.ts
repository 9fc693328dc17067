import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';

/**
 * What is wrong with a request that does not match its schema. Ajv's "must NOT have additional properties" does not
 * say which one: the answer names it and where it is (`body.items[0]`), so the caller sees what to take out.
 */
function invalidRequestMessage(error: FastifyError): string {
  const first: FastifySchemaValidationError | undefined = error.validation?.[0];
  const unknown = first?.keyword === 'additionalProperties' ? first.params.additionalProperty : undefined;
  if (typeof unknown !== 'string') return error.message;
  // JSON Pointer /items/0 as body.items[0]
  const path = (first?.instancePath ?? '').replace(/\/(\d+)/g, '[$1]').replace(/\//g, '.');
  const where = `${error.validationContext ?? 'body'}${path}`;
  return `${where} has a property this API does not know: "${unknown}". Leave it out.`;
}

/**
 * Errors answer in the API's one shape ({ error, message }): a request that does not match its schema is a 400
 * naming what is wrong (an unknown property of a body too: request schemas say `additionalProperties: false`);
 * anything unexpected is a 500 that tells the caller nothing of the inside (the log has it).
 */
export function installErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: 'invalid-request', message: invalidRequestMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.code ?? 'bad-request', message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: 'The registry could not do this; try again.' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not-found', message: 'No such path.' }));
}
