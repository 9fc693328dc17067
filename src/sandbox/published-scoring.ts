/**
 * The scoring table an evaluation request names (issue 21): form field `scoring` = JSON `{ id: 'scoring', version,
 * definition_sha256 }`, the exact table the app pinned at the questionnaire's start. The sandbox scores with that
 * version (bundled, or published by the store and in effect: definitionByHash) and refuses a hash never published.
 * Without the field (an older app) it scores with the bundled table, as before, and says which. The existing
 * client's update names it as onboarding does (client-zone.ts).
 */
import { dirname } from 'node:path';
import { bundledDefinitions } from '../../build/vite-plugin-bundled-definition-hashes.ts';
import { isObject } from '../definition/json-object.ts';
import { loadScoringTable } from '../definition/node/data-folder.ts';
import { parseScoringTable, type ScoringTable } from '../definition/scoring/scoring-table.ts';
import { jsonField } from './fields.ts';
import { fail, HttpError } from './http-error.ts';
import { definitionByHash } from './published-definitions.ts';
import type { Services } from './services.ts';

/** A definition as kept with the lead: which version, by its SHA-256. */
export interface NamedVersion {
  id: string;
  version: string;
  sha256: string;
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The `{ version, definition_sha256 }` a JSON form field names (`scoring`, `consistency`), or undefined when the
 * field or its hash is absent. A hash that is not 64 lower-case hex, or a version that is not a text: 400.
 */
export function namedVersionIn(
  fields: Readonly<Record<string, string>>,
  field: string,
): { version: string; sha256: string } | undefined {
  if (fields[field] === undefined || fields[field] === '') return undefined;
  const value: unknown = jsonField(fields, field);
  if (!isObject(value)) throw fail(400, 'invalid field', { field });
  const { version, definition_sha256: sha256 } = value;
  if (sha256 === undefined) return undefined;
  if (typeof sha256 !== 'string' || !SHA256.test(sha256) || typeof version !== 'string')
    throw fail(400, 'invalid field', { field });
  return { version, sha256 };
}

/**
 * The definition of `kind`'s id a form field names, exactly that version: its JSON and identity. A hash never
 * published (or of another definition, or a version that is not the one stated) is `400 'unknown definition'`
 * naming the field; a version scheduled for later `400 'definition not in effect'`.
 */
export async function namedDefinition(
  services: Services,
  fields: Readonly<Record<string, string>>,
  field: string,
  id: string,
): Promise<{ identity: NamedVersion; definition: unknown } | undefined> {
  const named = namedVersionIn(fields, field);
  if (!named) return undefined;
  let known;
  try {
    known = await definitionByHash(services, named.sha256);
  } catch (error) {
    // The same refusal, naming this field rather than an answer's `definition_sha256`.
    if (error instanceof HttpError) throw fail(error.status, error.result, { field });
    throw error;
  }
  if (known.id !== id) throw fail(400, 'unknown definition', { field });
  if (known.version !== named.version) throw fail(400, 'invalid field', { field });
  return { identity: { id, version: known.version, sha256: known.sha256 }, definition: known.definition };
}

/** The bundled version of a definition, as the registry hashes it (null when it is not in the repository). */
export async function bundledIdentity(services: Services, id: string): Promise<NamedVersion | null> {
  let bundled;
  try {
    bundled = await bundledDefinitions(dirname(services.schemasDir));
  } catch {
    // A schemas folder outside a repository (a test's own definitions) has no registry hash: nothing to name.
    return null;
  }
  const found = bundled.find((d) => d.id === id);
  return found ? { id, version: found.version, sha256: found.sha256 } : null;
}

/** The scoring table to score a request's answers with, and which version it is. */
export async function scoringTableOf(
  services: Services,
  fields: Readonly<Record<string, string>>,
): Promise<{ table: ScoringTable; identity: NamedVersion | null }> {
  const named = await namedDefinition(services, fields, 'scoring', 'scoring');
  if (!named)
    return { table: loadScoringTable(services.schemasDir), identity: await bundledIdentity(services, 'scoring') };
  // A published table passed the registry's gates; one that cannot be read is the provider's fault (500).
  return { table: parseScoringTable(named.definition), identity: named.identity };
}
