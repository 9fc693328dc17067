import { PUBLICATION_FORMAT } from '../../definition/publication/publication-contract';
import { applyPublishedTexts } from '../../flows/shared/definitions-runtime/apply-published-texts';
import { DefinitionsLoadFailed } from '../../flows/shared/definitions-runtime/definitions-load-failed';
import {
  importVerifiedModule,
  type ModuleImporter,
} from '../../flows/shared/definitions-runtime/import-verified-module';
import { loadManifest, manifestUrl } from '../../flows/shared/definitions-runtime/load-manifest';
import type { DefinitionTexts } from '../../flows/shared/definitions-runtime/types';
import { textsDefinitionId } from '../../definition/texts/texts-definition-id';

/** Namespace -> SHA-256 of the published texts laid over its bundled texts so far. */
const applied = new Map<string, string>();

const isTexts = (value: unknown): value is DefinitionTexts =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (inner) =>
      typeof inner === 'object' && inner !== null && Object.values(inner).every((text) => typeof text === 'string'),
  );

/**
 * Lays the published texts of `namespaces` over the bundled ones (issue 23), as published definitions' texts are:
 * with no publication store (the manifest answers 404) or no texts published for a namespace, the bundled texts
 * stay; else the manifest's version in effect at `now` (its `next` once its time has come), its module checked by
 * the browser's integrity check and by its id and hash before its texts are used. A manifest or module that fails
 * rejects with DefinitionsLoadFailed (the screen's fault message and retry), never another version silently.
 * Resolves true when it laid texts not in use before.
 */
export async function loadPublishedTexts(
  namespaces: readonly string[],
  options: { fetchFn?: typeof fetch; now?: number; importer?: ModuleImporter } = {},
): Promise<boolean> {
  const { fetchFn, now = Date.now(), importer } = options;
  const manifest = await loadManifest(fetchFn);
  if (!manifest) return false;
  const base = manifestUrl();
  const wanted = [...new Set(namespaces)].flatMap((namespace) => {
    const id = textsDefinitionId(namespace);
    const entry = manifest.definitions[id];
    if (!entry) return [];
    const next = entry.next && Date.parse(entry.next.effectiveAt) <= now ? entry.next : undefined;
    const version = next ?? entry.current;
    return applied.get(namespace) === version.sha256 ? [] : [{ namespace, id, version }];
  });
  const modules = await Promise.all(
    wanted.map(async ({ namespace, id, version }) => {
      const url = new URL(version.module, base).href;
      const exports = await importVerifiedModule({ url, integrity: version.integrity }, importer);
      if (
        exports.format !== PUBLICATION_FORMAT ||
        exports.id !== id ||
        exports.kind !== 'texts' ||
        exports.sha256 !== version.sha256 ||
        !isTexts(exports.texts)
      )
        throw new DefinitionsLoadFailed(url, new Error('the module is not the texts version the manifest names'));
      return { namespace, sha256: version.sha256, texts: exports.texts };
    }),
  );
  for (const { namespace, sha256, texts } of modules) {
    applyPublishedTexts(texts);
    applied.set(namespace, sha256);
  }
  return modules.length > 0;
}

/** Forgets what was applied (tests). */
export function forgetPublishedTexts(): void {
  applied.clear();
}
