import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentHash, statedVersion } from '../../server/registry/definitions/definition-content';
import { readRepository } from '../../server/registry/definitions/repository-files';
import { definitionModuleSource } from '../../server/registry/publication/definition-module';
import { integrityOf, sha256HexOf } from '../../server/registry/publication/store-files';
import {
  INDEX_FILE,
  MANIFEST_FILE,
  type ManifestVersion,
  PUBLICATION_FORMAT,
  type PublicationIndex,
  type PublicationManifest,
  type PublishedKind,
  type PublishedTexts,
} from '../../src/definition/publication/publication-contract';
import { test as base } from './fixtures';

/** The publication store the preview server on `port` serves under /definitions/ (none until a test writes one). */
export const publicationDirOf = (port: number) => `test-results/definitions-store-${port}`;

/** One version of a questionnaire section as the registry would publish it. */
export interface StoreVersion {
  id: string;
  /** `questionnaire-section` unless said (the scoring table, the consistency rules). */
  kind?: PublishedKind;
  semver: string;
  versionNo: number;
  definition: Record<string, unknown>;
  texts: PublishedTexts;
  effectiveAt: Date;
}

/** The version of a definition the app bundles (schemas/ and locales/ as the registry imports them). */
export function bundledVersion(id: string): Omit<StoreVersion, 'effectiveAt'> & { sha256: string } {
  const found = readRepository(process.cwd()).definitions.find((d) => d.id === id);
  if (!found) throw new Error(`no bundled definition ${id}`);
  return {
    id,
    kind: found.kind as PublishedKind,
    semver: statedVersion(found.definition) ?? '1.0.0',
    versionNo: 1,
    definition: structuredClone(found.definition) as Record<string, unknown>,
    texts: structuredClone(found.texts) as PublishedTexts,
    sha256: contentHash(found),
  };
}

/** A written version: its SHA-256 (what an answer names) and its module's file name. */
export interface WrittenVersion {
  sha256: string;
  module: string;
}

/**
 * Writes a publication store as the registry does (src/definition/publication: the module made by the registry's
 * own definitionModuleSource, versions.json, then manifest.json): per definition its current version and maybe a
 * scheduled next one.
 */
export async function writeStore(
  dir: string,
  entries: readonly { current: StoreVersion; next?: StoreVersion }[],
): Promise<Map<StoreVersion, WrittenVersion>> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const written = new Map<StoreVersion, WrittenVersion>();
  const index: PublicationIndex = { format: PUBLICATION_FORMAT, writtenAt: new Date().toISOString(), versions: {} };
  const manifest: PublicationManifest = { format: PUBLICATION_FORMAT, writtenAt: index.writtenAt, definitions: {} };
  const write = async (version: StoreVersion): Promise<ManifestVersion> => {
    const sha256 = contentHash({ definition: version.definition, texts: version.texts });
    const bytes = Buffer.from(
      definitionModuleSource({
        id: version.id,
        kind: version.kind ?? 'questionnaire-section',
        semver: version.semver,
        sha256,
        definition: version.definition,
        texts: version.texts,
      }),
      'utf8',
    );
    const module = `${sha256HexOf(bytes)}.js`;
    await writeFile(join(dir, module), bytes);
    written.set(version, { sha256, module });
    const published = { version: version.semver, versionNo: version.versionNo, sha256, module };
    index.versions[sha256] = {
      id: version.id,
      kind: version.kind ?? 'questionnaire-section',
      ...published,
      integrity: integrityOf(bytes),
    };
    return { ...published, integrity: integrityOf(bytes), effectiveAt: version.effectiveAt.toISOString() };
  };
  for (const { current, next } of entries) {
    const inEffect = await write(current);
    manifest.definitions[current.id] = {
      kind: current.kind ?? 'questionnaire-section',
      current: inEffect,
      next: next ? await write(next) : null,
    };
  }
  await writeFile(join(dir, INDEX_FILE), JSON.stringify(index));
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return written;
}

/** A step as published anew (version 1.1.0): the bundled one changed by `change`, in effect since long ago. */
export function republished(
  id: string,
  change: (definition: Record<string, unknown>, texts: StoreVersion['texts']) => void,
): StoreVersion {
  const bundled = bundledVersion(id);
  const definition = structuredClone(bundled.definition);
  const texts = structuredClone(bundled.texts);
  definition.version = '1.1.0';
  change(definition, texts);
  return { ...bundled, semver: '1.1.0', versionNo: 2, definition, texts, effectiveAt: new Date(0) };
}

/** What a section published anew changes: one answer of one question, its points and its text in sk, en and bg. */
export interface AnswerChange {
  section: string;
  question: string;
  answer: string;
  points: number;
  texts: Record<'sk' | 'en' | 'bg', string>;
  effectiveAt: Date;
}

/** A questionnaire section published anew (version 1.1.0): the bundled one, one answer's points and texts changed. */
export function changedSection({ section, question, answer, points, texts, effectiveAt }: AnswerChange): StoreVersion {
  const bundled = bundledVersion(section);
  const definition = structuredClone(bundled.definition) as {
    version: string;
    schema: { properties: Record<string, { oneOf: { const: string; points: number }[] }> };
  };
  definition.version = '1.1.0';
  const option = definition.schema.properties[question]?.oneOf.find((candidate) => candidate.const === answer);
  if (!option) throw new Error(`${question} has no answer "${answer}"`);
  option.points = points;
  const published = structuredClone(bundled.texts);
  const key = `questionnaire.${section.replace(/^questionnaire-/, '')}.${question}.answers.${answer}`;
  for (const lang of ['sk', 'en', 'bg'] as const) published[lang][key] = texts[lang];
  return { ...bundled, semver: '1.1.0', versionNo: 2, definition, texts: published, effectiveAt };
}

/**
 * A test on an empty publication store (the sandbox reset too): `store` is the folder the preview server on this
 * test's port serves under /definitions/, removed before and after the test, so the next one finds the bundled
 * definitions again. For the specs that write a store (published-steps, published-definitions).
 */
export const test = base.extend<{ store: string }>({
  store: [
    async ({ request, baseURL }, use) => {
      await request.post('/sandbox/reset');
      const store = publicationDirOf(Number(new URL(baseURL ?? '').port));
      await rm(store, { recursive: true, force: true });
      await use(store);
      await rm(store, { recursive: true, force: true });
    },
    { auto: true },
  ],
});
