/**
 * `virtual:bundled-definition-hashes.js`: for every step and questionnaire section bundled with the app, the
 * version it states and the SHA-256 the registry knows it by (of the canonical serialisation of
 * `{ definition, texts }`, computed by the registry's own code: `readRepository` and `contentHash`), so an answer
 * made on a bundled definition names the same hash as one made on the module the registry published of it.
 * Read when the module is loaded (build, dev server, Vitest); a change of a definition or a text in dev reloads it.
 */
import { resolve } from 'node:path';
import { normalizePath, type Plugin, runnerImport } from 'vite';
import type * as Content from '../server/registry/definitions/definition-content.ts';
import type * as Files from '../server/registry/definitions/repository-files.ts';

export const BUNDLED_HASHES_ID = 'virtual:bundled-definition-hashes.js';
const RESOLVED = `\0${BUNDLED_HASHES_ID}`;
// One definition's identity alone (`virtual:bundled-definition-hashes/<id>.js`), for the step screen that renders it:
// each step's chunk carries its own hash and no other.
const ONE_PREFIX = 'virtual:bundled-definition-hashes/';
const ONE_RESOLVED = `\0${ONE_PREFIX}`;

/** A bundled definition as a submission names it. */
export interface BundledIdentity {
  version: string;
  sha256: string;
}

/** A bundled definition with its identity. */
export interface BundledDefinition extends BundledIdentity {
  id: string;
  kind: string;
  definition: unknown;
}

type Hashing = Pick<typeof Files, 'readRepository'> & Pick<typeof Content, 'contentHash' | 'statedVersion'>;
const hashing = new Map<string, Promise<Hashing>>();

/**
 * The registry's reading and hashing of the repository, loaded once per root through Vite's module runner (as the
 * validators plugin loads the formats) rather than imported: they reach into the studio's extensionless
 * TypeScript, which a config's own loader warns about.
 */
function registryHashing(root: string): Promise<Hashing> {
  let known = hashing.get(root);
  if (!known) {
    const load = <T>(file: string) =>
      runnerImport<T>(resolve(root, 'server/registry/definitions', file), { root, logLevel: 'error' }).then(
        ({ module }) => module,
      );
    known = Promise.all([
      load<typeof Files>('repository-files.ts'),
      load<typeof Content>('definition-content.ts'),
    ]).then(([files, content]) => ({ ...files, ...content }));
    hashing.set(root, known);
  }
  return known;
}

// What clients use and an answer names: the steps, the sections, the scoring table and the consistency rules.
const CLIENT_KINDS = new Set(['step', 'questionnaire-section', 'scoring', 'consistency']);

/**
 * The steps, questionnaire sections, scoring table and consistency rules under `root`'s schemas/ and locales/ as
 * they are now, each with the version it states and the registry's hash of it (read again on every call: a
 * compliance edit in dev counts at once).
 */
export async function bundledDefinitions(root: string): Promise<BundledDefinition[]> {
  const { readRepository, contentHash, statedVersion } = await registryHashing(root);
  return readRepository(root)
    .definitions.filter((d) => CLIENT_KINDS.has(d.kind))
    .map((d) => ({
      id: d.id,
      kind: d.kind,
      version: statedVersion(d.definition) ?? '1.0.0',
      sha256: contentHash(d),
      definition: d.definition,
    }));
}

/**
 * The identities of the bundled questionnaire sections, scoring table and consistency rules, by id: what the
 * questionnaire pins (a SHA-256 does not compress, so the steps' are left out of its script).
 */
export async function bundledIdentities(root: string): Promise<Record<string, BundledIdentity>> {
  // The questionnaire pins the scoring table and the consistency rules with its sections (issue 21).
  const sections = (await bundledDefinitions(root)).filter(
    ({ kind }) => kind === 'questionnaire-section' || kind === 'scoring' || kind === 'consistency',
  );
  return Object.fromEntries(sections.map(({ id, version, sha256 }) => [id, { version, sha256 }]));
}

export function bundledDefinitionHashesPlugin(): Plugin {
  let root = process.cwd();
  const watched = () => [normalizePath(resolve(root, 'schemas')), normalizePath(resolve(root, 'locales'))];
  return {
    name: 'bundled-definition-hashes',
    configResolved(config) {
      root = config.root;
    },
    // Hook filters: the bundler calls these only for the one id they answer.
    resolveId: {
      filter: { id: /^virtual:bundled-definition-hashes(\.js|\/[a-z0-9-]+\.js)$/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:bundled-definition-hashes(\.js|\/[a-z0-9-]+\.js)$/ },
      handler: async (id) => {
        if (id === RESOLVED)
          return `export const bundledIdentities = ${JSON.stringify(await bundledIdentities(root))};\n`;
        const wanted = id.slice(ONE_RESOLVED.length, -'.js'.length);
        const found = (await bundledDefinitions(root)).find((d) => d.id === wanted);
        if (!found) throw new Error(`${id}: no bundled step or section "${wanted}"`);
        return `export const identity = ${JSON.stringify({ version: found.version, sha256: found.sha256 })};\n`;
      },
    },
    // A definition or text saved while the dev server runs (the studio's file mode) changes its hash: the page gets
    // the new hashes with the new definition, or it would name the old content and the sandbox would refuse it.
    hotUpdate({ file, modules }) {
      const path = normalizePath(file);
      if (!watched().some((folder) => path.startsWith(`${folder}/`))) return undefined;
      const graph = this.environment.moduleGraph;
      const own = [...graph.idToModuleMap.values()].filter((mod) =>
        mod.id?.startsWith(`\0virtual:bundled-definition-hashes`),
      );
      if (own.length === 0) return undefined;
      for (const mod of own) graph.invalidateModule(mod);
      return [...modules, ...own];
    },
  };
}
