import { DefinitionsLoadFailed } from './definitions-load-failed';
import type { PublishedManifest } from './published-manifest';
import type { ChosenDefinition, DefinitionIdentity } from './types';

/**
 * The version of each definition to use at `now` (ms): with no store (`manifest` null) or no entry for an id, the
 * bundled one; else the manifest's `next` once its time has come, its `current` before. A published version whose
 * hash is the bundled one's is the same content: the bundled copy is used, with nothing to download.
 * `manifestUrl` is the address the manifest came from; its module paths are relative to it.
 */
export function chooseDefinitions(
  ids: readonly string[],
  manifest: PublishedManifest | null,
  bundled: Readonly<Record<string, DefinitionIdentity>>,
  now: number,
  manifestUrl: string,
): Record<string, ChosenDefinition> {
  const chosen: Record<string, ChosenDefinition> = {};
  for (const id of ids) {
    const entry = manifest?.definitions[id];
    const own = bundled[id];
    if (!entry) {
      if (!own) throw new DefinitionsLoadFailed(id, new Error('neither published nor bundled'));
      chosen[id] = { id, ...own };
      continue;
    }
    const next = entry.next && Date.parse(entry.next.effectiveAt) <= now ? entry.next : undefined;
    const { version, sha256, module, integrity } = next ?? entry.current;
    chosen[id] =
      own && own.sha256 === sha256
        ? { id, version, sha256 }
        : { id, version, sha256, module: { url: new URL(module, manifestUrl).href, integrity } };
  }
  return chosen;
}
