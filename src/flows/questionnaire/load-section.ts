import type { Definition } from '../../engine';
import { loadRuntimeDefinition } from '../shared/definitions-runtime/load-runtime-definition';
import type { ChosenDefinition, RuntimeDefinition } from '../shared/definitions-runtime/types';
import { loadBundledDefinition, loadBundledSection } from './section-source';

const loaded = new Map<string, Promise<RuntimeDefinition>>();

/** A section's definition in the version chosen, loaded once per version (a failed load is tried again next time). */
export function loadSection(chosen: ChosenDefinition): Promise<RuntimeDefinition> {
  const key = `${chosen.id}:${chosen.sha256}`;
  const known = loaded.get(key);
  if (known) return known;
  const promise = loadRuntimeDefinition(chosen, loadBundledSection);
  loaded.set(key, promise);
  promise.catch(() => loaded.delete(key));
  return promise;
}

/**
 * A section's definition in the version chosen, with its texts in i18next, for what reads its questions without a
 * form (the consistency check): a published module whole (its validators come in it), a bundled version without its
 * validators' chunk.
 */
export function loadSectionDefinition(chosen: ChosenDefinition): Promise<Definition> {
  return chosen.module || loaded.has(`${chosen.id}:${chosen.sha256}`)
    ? loadSection(chosen).then(({ definition }) => definition)
    : loadBundledDefinition(chosen.id);
}
