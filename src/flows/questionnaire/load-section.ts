import type { Definition } from '../../engine';
import { applyDefinitionTexts, definitionTextsShown } from '../shared/definitions-runtime/apply-published-texts';
import {
  type PreparedDefinition,
  prepareRuntimeDefinition,
} from '../shared/definitions-runtime/load-runtime-definition';
import type { ChosenDefinition, RuntimeDefinition } from '../shared/definitions-runtime/types';
import { loadBundledDefinition, loadBundledSection } from './section-source';

const prepared = new Map<string, Promise<PreparedDefinition>>();
/** The versions prepared so far, once they have arrived. */
const arrived = new Map<string, PreparedDefinition>();

/**
 * A section's definition in the version chosen, ready for its form but its texts not yet in i18next (a published
 * module's validators are created here): once per version, a failed load tried again next time. For work done ahead
 * of the questionnaire, before it is known which version it will show (prefetchFirstSection).
 */
export function prepareSection(chosen: ChosenDefinition): Promise<PreparedDefinition> {
  const key = `${chosen.id}:${chosen.sha256}`;
  const known = prepared.get(key);
  if (known) return known;
  const promise = prepareRuntimeDefinition(chosen, loadBundledSection);
  prepared.set(key, promise);
  promise.then(
    (done) => arrived.set(key, done),
    () => prepared.delete(key),
  );
  return promise;
}

/**
 * The section's version, if it can be shown at once: it has arrived, and its texts (a published module's) are those
 * laid over now. For a render that cannot wait for a promise: the questionnaire rendered ahead of its introduction,
 * hidden, runs no effects (React's Activity) and so would stay at its placeholder until shown.
 */
export function readySection(chosen: ChosenDefinition): RuntimeDefinition | undefined {
  const done = arrived.get(`${chosen.id}:${chosen.sha256}`);
  return done && (!done.texts || definitionTextsShown(chosen)) ? done.runtime : undefined;
}

/**
 * A section's definition in the version chosen, with its texts (a published module's) in i18next: laid over again
 * when another version's were laid over since, and nothing to do when they are those in use already.
 */
export function loadSection(chosen: ChosenDefinition): Promise<RuntimeDefinition> {
  return prepareSection(chosen).then(({ runtime, texts }) => {
    if (texts) applyDefinitionTexts(chosen, texts);
    return runtime;
  });
}

/**
 * A section's definition in the version chosen, with its texts in i18next, for what reads its questions without a
 * form (the consistency check): a published module whole (its validators come in it), a bundled version without its
 * validators' chunk.
 */
export function loadSectionDefinition(chosen: ChosenDefinition): Promise<Definition> {
  return chosen.module || prepared.has(`${chosen.id}:${chosen.sha256}`)
    ? loadSection(chosen).then(({ definition }) => definition)
    : loadBundledDefinition(chosen.id);
}
