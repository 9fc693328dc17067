import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Errors answer in the API's one shape ({ error, message }): a request that does not match its schema is a 400
 * naming what is wrong; anything unexpected is a 500 that tells the caller nothing of the inside (the log has it).
 */
export function installErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: 'invalid-request', message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.code ?? 'bad-request', message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: 'The registry could not do this; try again.' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not-found', message: 'No such path.' }));
}
