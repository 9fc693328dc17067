import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type EndpointName, endpoints } from '../api/endpoints.ts';
import { documentPath, type OpenApiDocument, providerOpenApi } from '../api/openapi/provider-openapi.ts';

/** An answer of the sandbox that the OpenAPI document does not describe. */
export interface ContractViolation {
  endpoint: EndpointName;
  status: number;
  problems: string[];
}

export type AnswerCheck = (endpoint: EndpointName, status: number, body: unknown) => ContractViolation | undefined;

const DOCUMENT_ID = 'provider-openapi.json';

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/**
 * Checks JSON answers against the response schema of their operation and status (else `default`), with AJV
 * on the document itself, so the check reads exactly what the sandbox serves. Validators are compiled on
 * first use.
 */
export function createAnswerCheck(document: OpenApiDocument = providerOpenApi()): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { binary: true } });
  addFormats.default(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction | undefined>();

  return (endpoint, status, body) => {
    const { method, ...entry } = endpoints[endpoint];
    const path = documentPath({ method, ...entry });
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return { endpoint, status, problems: ['no operation in the document'] };
    const key = operation.responses[String(status)] ? String(status) : 'default';
    const schema = operation.responses[key]?.content?.['application/json']?.schema;
    if (!schema) return { endpoint, status, problems: [`no JSON answer documented for status ${status}`] };
    const ref = `${DOCUMENT_ID}#/${pointer('paths', path, method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}`;
    if (!compiled.has(ref)) compiled.set(ref, ajv.getSchema(ref));
    const validate = compiled.get(ref);
    if (!validate) return { endpoint, status, problems: [`schema ${ref} not found`] };
    if (validate(body)) return undefined;
    return {
      endpoint,
      status,
      problems: (validate.errors ?? []).map(
        (error) => `${error.instancePath || '(answer)'} ${error.message ?? 'is invalid'}`,
      ),
    };
  };
}

/** One line per violation, for a failing test's message and the terminal. */
export function describeViolation(violation: ContractViolation): string {
  return `${violation.endpoint} answered ${violation.status} not as documented: ${violation.problems.join('; ')}`;
}
