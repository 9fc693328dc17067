/**
 * The step definition a submission names (issue 21; ESMA suitability guidelines, guideline 12 para 111): every step's
 * submission carries `definition_version` and `definition_sha256`, the exact version of the form the person filled
 * in, beside its own fields (JSON properties, form fields or multipart text parts). The hash is checked as the
 * questionnaire's sections are (published-definitions.ts: `definitionByHash`, one home): bundled, or published by the
 * store and in effect at the sandbox's clock, and a version of this endpoint's step. What the provider keeps is what
 * the client named, with the lead or client, once the submission is accepted (src/sandbox/README.md, "Definitions a
 * step's submission names").
 */
import { join } from 'node:path';
import type { EndpointName } from '../api/endpoints.ts';
import { isObject } from '../definition/json-object.ts';
import { readJsonFolder } from '../definition/node/data-folder.ts';
import { fail, HttpError } from './http-error.ts';
import type { MessageKey } from './messages.ts';
import { definitionByHash } from './published-definitions.ts';
import type { Services } from './services.ts';
import type { Client, Lead } from './store.ts';

/** The step version a submission named, as kept: null version and hash when it named none (an older app). */
export interface KeptStepDefinition {
  id: string;
  endpoint: EndpointName;
  version: string | null;
  sha256: string | null;
  /** When the submission was accepted (ISO 8601, sandbox clock). */
  submitted_at: string;
}

/** The two fields a step's submission names its definition with (also dropped from what is kept as sent). */
export const STEP_DEFINITION_FIELDS = ['definition_version', 'definition_sha256'] as const;

const SHA256 = /^[0-9a-f]{64}$/;

/** A submission's fields: a JSON object, form fields, or a multipart form. */
export type SubmissionFields = Readonly<Record<string, unknown>> | FormData;

const valueOf = (fields: SubmissionFields, name: string): unknown =>
  fields instanceof FormData ? (fields.get(name) ?? undefined) : fields[name];

/** A named field: absent (undefined or null), else a string, else `400 'invalid field'`. */
function textOf(fields: SubmissionFields, name: string): string | undefined {
  const value = valueOf(fields, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > 100) throw fail(400, 'invalid field', { field: name });
  return value;
}

/** The id of the step whose definition submits to `endpoint` (its `submit.endpoint`), or undefined for none. */
function stepIdOf(schemasDir: string, endpoint: EndpointName): string | undefined {
  const step = readJsonFolder(join(schemasDir, 'steps')).find(
    (definition) => isObject(definition) && isObject(definition.submit) && definition.submit.endpoint === endpoint,
  );
  return isObject(step) && typeof step.id === 'string' ? step.id : undefined;
}

// The questionnaire's wording of these refusals speaks of a questionnaire; a step's is a form's.
const STEP_MESSAGES: Partial<Record<string, MessageKey>> = {
  'unknown definition': 'unknown step definition',
  'definition not in effect': 'step definition not in effect',
};

const refused = (result: 'unknown definition' | 'definition not in effect') =>
  fail(400, result, { field: 'definition_sha256', messageKey: STEP_MESSAGES[result] });

/**
 * Checks the definition a submission to `endpoint` names, before anything of it is kept: a hash never published, or
 * published for another definition, `400 'unknown definition'`; scheduled for later than the sandbox's clock
 * `400 'definition not in effect'` (both `field: 'definition_sha256'`); a `definition_version` that is not the hash's
 * `400 'invalid field'`; one of the two without the other `400 'missing field'`. Neither: accepted (an app from before
 * they were sent) and kept as naming none. Undefined for an endpoint no step submits to.
 */
export async function stepDefinitionOf(
  services: Services,
  endpoint: EndpointName,
  fields: SubmissionFields,
): Promise<KeptStepDefinition | undefined> {
  const version = textOf(fields, 'definition_version');
  const sha256 = textOf(fields, 'definition_sha256');
  const id = stepIdOf(services.schemasDir, endpoint);
  const submittedAt = new Date(services.now()).toISOString();
  if (version === undefined && sha256 === undefined)
    return id ? { id, endpoint, version: null, sha256: null, submitted_at: submittedAt } : undefined;
  if (sha256 === undefined) throw fail(400, 'missing field', { field: 'definition_sha256' });
  if (version === undefined) throw fail(400, 'missing field', { field: 'definition_version' });
  if (!SHA256.test(sha256)) throw fail(400, 'invalid field', { field: 'definition_sha256' });
  let known;
  try {
    known = await definitionByHash(services, sha256);
  } catch (error) {
    if (
      error instanceof HttpError &&
      (error.result === 'unknown definition' || error.result === 'definition not in effect')
    )
      throw refused(error.result);
    throw error;
  }
  if (!id || known.id !== id) throw refused('unknown definition');
  if (known.version !== version) throw fail(400, 'invalid field', { field: 'definition_version' });
  return { id, endpoint, version, sha256, submitted_at: submittedAt };
}

/** A JSON body without the definition's two fields (for what is kept as sent, like the person's data). */
export function withoutStepDefinition<T extends Record<string, unknown>>(body: T): T {
  const rest: Record<string, unknown> = { ...body };
  for (const field of STEP_DEFINITION_FIELDS) delete rest[field];
  return rest as T;
}

/** Keeps the step version an accepted submission named with the lead or client: the latest per step. */
export function keepStepDefinition(owner: Lead | Client, step: KeptStepDefinition | undefined): void {
  if (!step) return;
  owner.stepDefinitions = { ...owner.stepDefinitions, [step.id]: step };
}

/** The step versions kept with a lead or client, oldest submission first. */
export function keptStepDefinitions(owner: Lead | Client): KeptStepDefinition[] {
  return Object.values(owner.stepDefinitions ?? {}).sort((a, b) => a.submitted_at.localeCompare(b.submitted_at));
}
