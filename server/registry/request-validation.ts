import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own Ajv options (@fastify/ajv-compiler's defaults, its formats), except that an unknown property is
 * refused, not removed (error-answers.ts).
 */
function requestAjv(coerceTypes: false | 'array'): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    addUsedSchema: false,
    allErrors: false,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Request schemas are checked as Fastify checks them, with one difference: a JSON body's values are taken as sent.
 * Fastify's Ajv coerces types everywhere, so `{ "versionNo": "5" }` passed as the integer 5, and a client sending
 * strings for numbers (or `"true"` for a boolean) never learnt it; a body with one is now a 400 like any other
 * invalid body ("body/versionNo must be integer"). Path parameters and query strings are text by nature and are
 * still read as the numbers their schemas name (`/api/changes/7`, `?limit=50`).
 */
export function installRequestValidation(app: FastifyInstance): void {
  const asSent = requestAjv(false);
  const fromText = requestAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? asSent : fromText).compile(schema));
}
