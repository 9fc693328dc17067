/**
 * The definitions a questionnaire's answers name (issue 21): every answer carries `definition_version` and
 * `definition_sha256`, and is checked and scored with exactly that version. Known versions are the ones bundled
 * with the app (schemas/ and locales/, hashed as the registry hashes them) and every version the publication store
 * ever published (its `versions.json`, src/definition/publication). Anything else was never published: refused.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { canonicalHash, sha256Hex } from '../definition/node/canonical-hash.ts';
import {
  DEFAULT_PUBLICATION_DIR,
  INDEX_FILE,
  MANIFEST_FILE,
  PUBLICATION_DIR_ENV,
  type PublicationIndex,
  type PublicationManifest,
} from '../definition/publication/publication-contract.ts';
import { moduleData } from '../definition/publication/module-data.ts';
import type { QuestionnaireAnswer } from '../api/types.ts';
import { bundledDefinitions } from '../../build/vite-plugin-bundled-definition-hashes.ts';
import { fail } from './http-error.ts';
import type { Services } from './services.ts';

/** A version of a questionnaire section the sandbox knows, with its JSON. */
export interface KnownDefinition {
  id: string;
  version: string;
  sha256: string;
  definition: unknown;
}

/** The store's folder: `PUBLICATION_DIR`, else `.definitions-store` beside schemas/ (as the registry writes it). */
export function publicationDirOf(schemasDir: string): string {
  const configured = process.env[PUBLICATION_DIR_ENV];
  return configured ? resolve(configured) : join(dirname(schemasDir), DEFAULT_PUBLICATION_DIR);
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A published version's JSON from its module, if the file is the one its name says and holds that version. */
async function publishedDefinition(dir: string, sha256: string, module: string): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dir, module));
  } catch {
    return undefined;
  }
  if (`${sha256Hex(bytes.toString('utf8'))}.js` !== module) return undefined;
  // The module's definition and texts lines, read as data, never run: proved by recomputing the version's hash.
  const { definition, texts } = moduleData(bytes.toString('utf8'));
  return canonicalHash({ definition, texts }) === sha256 ? definition : undefined;
}

/**
 * The version a hash names, at the sandbox's clock: bundled, or published and in effect by now (a version
 * scheduled for later is refused until its time). Throws the 400 the provider answers otherwise.
 */
export async function definitionByHash(services: Services, sha256: string): Promise<KnownDefinition> {
  const root = dirname(services.schemasDir);
  const bundled = (await bundledDefinitions(root)).find((d) => d.sha256 === sha256);
  if (bundled) return bundled;
  const dir = services.publicationDir;
  const indexed = (await readJson<PublicationIndex>(join(dir, INDEX_FILE)))?.versions[sha256];
  if (!indexed) throw fail(400, 'unknown definition', { field: 'definition_sha256' });
  const next = (await readJson<PublicationManifest>(join(dir, MANIFEST_FILE)))?.definitions[indexed.id]?.next;
  if (next?.sha256 === sha256 && Date.parse(next.effectiveAt) > services.now())
    throw fail(400, 'definition not in effect', { field: 'definition_sha256' });
  const definition = await publishedDefinition(dir, sha256, indexed.module);
  if (definition === undefined) throw fail(400, 'unknown definition', { field: 'definition_sha256' });
  return { id: indexed.id, version: indexed.version, sha256, definition };
}

/** The identity an answer names, as sent. */
export type NamedDefinition = Pick<QuestionnaireAnswer, 'definition_version' | 'definition_sha256'>;

/**
 * The section definitions the answers were given on, one per section: each hash known (definitionByHash), its
 * version the one stated, every questionnaire section named, and no section in two versions (never mixed).
 */
export async function definitionsOfAnswers(
  services: Services,
  answers: readonly NamedDefinition[],
  sectionIds: readonly string[],
): Promise<KnownDefinition[]> {
  const bySha = new Map<string, KnownDefinition>();
  for (const { definition_sha256: sha256, definition_version: version } of answers) {
    if (!sha256) throw fail(400, 'missing field', { field: 'definition_sha256' });
    let known = bySha.get(sha256);
    if (!known) {
      known = await definitionByHash(services, sha256);
      bySha.set(sha256, known);
    }
    if (version !== known.version) throw fail(400, 'invalid field', { field: 'definition_version' });
  }
  const definitions = [...bySha.values()];
  const ids = definitions.map((d) => d.id);
  if (ids.some((id) => !sectionIds.includes(id))) throw fail(400, 'unknown definition', { field: 'definition_sha256' });
  if (new Set(ids).size !== ids.length) throw fail(400, 'mixed definitions', { field: 'definition_sha256' });
  const missing = sectionIds.find((id) => !ids.includes(id));
  if (missing) throw fail(400, 'missing answer', { field: missing });
  return definitions;
}
