import { loadRuntimeDefinition } from '../shared/definitions-runtime/load-runtime-definition';
import type { ChosenDefinition, RuntimeDefinition } from '../shared/definitions-runtime/types';
import { loadBundledSection } from './section-source';

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
