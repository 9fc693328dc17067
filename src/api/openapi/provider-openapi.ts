import { API_PREFIX, type Encoding, type Endpoint, type EndpointName, endpoints } from '../endpoints.ts';
import { type OperationContract, operations } from './operations.ts';
import { LANGUAGES } from '../../definition/languages.ts';
import { componentSchemas, ref, type JsonSchema } from './schema-parts.ts';

/**
 * The provider API as the app uses it, as an OpenAPI 3.1 document built from the endpoint table (paths,
 * methods, encodings, tokens, `?lang`) and the operations' contracts (bodies, answers, error results). The
 * sandbox serves it at /sandbox/openapi.json and checks its every answer against it in the tests.
 */
export type OpenApiDocument = Readonly<Record<string, unknown>> & {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
};

export interface OpenApiOperation {
  readonly operationId: EndpointName;
  readonly summary: string;
  readonly description?: string;
  readonly security: readonly Record<string, readonly string[]>[];
  readonly parameters: readonly Record<string, unknown>[];
  readonly requestBody?: { readonly required: true; readonly content: Record<string, { schema: JsonSchema }> };
  readonly responses: Readonly<Record<string, OpenApiResponse>>;
}

export interface OpenApiResponse {
  readonly description: string;
  readonly headers?: Record<string, unknown>;
  readonly content?: Record<string, { schema?: JsonSchema }>;
}

/** The media type of each request encoding of the table. */
export const MEDIA_TYPES: Readonly<Record<Exclude<Encoding, 'none'>, string>> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const SECURITY: Readonly<Record<Endpoint['auth'], readonly Record<string, readonly string[]>[]>> = {
  none: [],
  app: [{ authorizationToken: [] }],
  lead: [{ leadToken: [] }],
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};

/** The full path of an endpoint as OpenAPI writes it (`{name}` parameters stay). */
export function documentPath(endpoint: Endpoint): string {
  return endpoint.root ? endpoint.path : API_PREFIX + endpoint.path;
}

function errorResponse(description: string, status: number): OpenApiResponse {
  return {
    description,
    ...(status === 429 || status === 409 ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: ref('ErrorAnswer') } },
  };
}

/** Error results every call of its kind can give, read from the table's entry. */
function commonErrors(endpoint: Endpoint): Record<number, string> {
  const errors: Record<number, string> = {};
  if (endpoint.encoding !== 'none')
    errors[400] = '`malformed body`, `malformed JSON`, `missing field`, `invalid field`.';
  if (endpoint.auth !== 'none')
    errors[401] = '`unauthorized`: no token, an expired or revoked one, or one of the wrong kind.';
  if (endpoint.encoding !== 'none') {
    errors[413] = '`request body too large`.';
    errors[415] = '`unsupported media type`.';
  }
  return errors;
}

/** What a step's submission names its definition with (issue 21; src/sandbox/README.md). */
const STEP_DEFINITION_FIELDS: Record<string, JsonSchema> = {
  definition_version: {
    type: 'string',
    description:
      'The semantic version (x.y.z) of the step definition the person filled in; sent with definition_sha256.',
  },
  definition_sha256: {
    type: 'string',
    pattern: '^[0-9a-f]{64}$',
    description:
      "The registry's SHA-256 of that version's { definition, texts } (bundled, or the publication store's manifest). Absent with definition_version: an older app, accepted and kept as naming none.",
  },
};
const STEP_DEFINITION_ERRORS =
  "`unknown definition` (a `definition_sha256` never published, or published for another definition), `definition not in effect` (a version scheduled for later), `invalid field` (`definition_version` not the hash's).";

/** A step's request with the two fields that name its definition beside its own (JSON, form or multipart alike). */
function withStepDefinition(request: JsonSchema | undefined): JsonSchema {
  const own = request ?? { type: 'object' };
  const properties = (own.properties ?? {}) as Record<string, JsonSchema>;
  return { ...own, properties: { ...properties, ...STEP_DEFINITION_FIELDS } };
}

function operation(name: EndpointName): OpenApiOperation {
  const endpoint: Endpoint = endpoints[name];
  const contract: OperationContract = operations[name];
  const parameters: Record<string, unknown>[] = [];
  for (const [, key] of endpoint.path.matchAll(/\{(\w+)\}/g)) {
    parameters.push({
      name: key,
      in: 'path',
      required: true,
      schema: key === 'lang' ? { type: 'string', enum: [...LANGUAGES] } : { type: 'string' },
    });
  }
  if (endpoint.lang) {
    parameters.push({
      name: 'lang',
      in: 'query',
      required: false,
      description: 'Language of texts and e-mails; Slovak otherwise.',
      schema: { type: 'string', enum: [...LANGUAGES] },
    });
  }
  if (contract.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'One key per press; a retry with the same key answers the same and acts (and e-mails) once.',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  const errors: Record<number, string> = { ...commonErrors(endpoint) };
  const ownErrors: Record<number, string> = { ...contract.errors };
  if (contract.step)
    ownErrors[400] = ownErrors[400] ? `${ownErrors[400]} ${STEP_DEFINITION_ERRORS}` : STEP_DEFINITION_ERRORS;
  for (const [status, text] of Object.entries(ownErrors)) {
    const known = errors[Number(status)];
    errors[Number(status)] = known ? `${text} ${known}` : text;
  }
  const success: OpenApiResponse = contract.file
    ? { description: contract.file.description, content: { [contract.file.contentType]: {} } }
    : { description: 'Success.', content: { 'application/json': { schema: contract.answer ?? { type: 'object' } } } };
  const responses: Record<string, OpenApiResponse> = { '200': success };
  for (const [status, text] of Object.entries(errors)) responses[status] = errorResponse(text, Number(status));
  for (const [status, other] of Object.entries(contract.otherAnswers ?? {})) {
    responses[status] = { description: other.description, content: { 'application/json': { schema: other.schema } } };
  }
  responses.default = errorResponse(
    'Any other error (e.g. `internal error`, a 5xx of the provider): the error answer.',
    500,
  );
  const request = contract.step ? withStepDefinition(contract.request) : contract.request;
  return {
    operationId: name,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    security: SECURITY[endpoint.auth],
    parameters,
    ...(endpoint.encoding === 'none' || !request
      ? {}
      : {
          requestBody: { required: true, content: { [MEDIA_TYPES[endpoint.encoding]]: { schema: request } } },
        }),
    responses,
  };
}

/** Builds the document; every endpoint of the table becomes one operation. */
export function providerOpenApi(): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: Endpoint = endpoints[name];
    const path = documentPath(endpoint);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Provider API as the onboarding app uses it',
      version: '1.0.0',
      description:
        'Every call of the endpoint table (src/api/endpoints.ts). The rules the provider must enforce are in src/sandbox/README.md; the sandbox implements them and answers as this document says (checked in the tests).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        authorizationToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Onboarding token, or the client-zone token from `authentication`.',
        },
        leadToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Lead token from send-email-code or login.',
        },
      },
      schemas: componentSchemas,
    },
    paths,
  };
}
