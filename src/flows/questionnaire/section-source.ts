import { loaders } from 'virtual:questionnaire-validator-loaders.js';
import { bundledIdentities } from 'virtual:bundled-definition-hashes.js';
import type { Definition } from '../../engine';
import { bundledTexts } from '../shared/definitions-runtime/bundled-texts';
import type { BundledLoader } from '../shared/definitions-runtime/load-runtime-definition';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';

/** The questionnaire's sections by id, in the order a person answers them, and the version of each to use. */
export interface SectionSource {
  ids: readonly string[];
  chosen: Readonly<Record<string, ChosenDefinition>>;
}

/** The scoring table's and the consistency rules' ids in the registry and the publication store. */
export const SCORING_ID = 'scoring';
export const CONSISTENCY_ID = 'questionnaire-consistency';

/** The locale file (namespace) of the bundled sections' texts: exactly their keys, loaded with them. */
export const SECTION_TEXTS_NAMESPACE = 'questionnaire';

/**
 * The sections bundled with the app, in the order a person answers them (the registry lists the repository's files
 * sorted, schemas/questionnaire/a-… to e-…): the ids alone, not the definitions, which a questionnaire running on
 * published modules never fetches (issue 21).
 */
export const bundledSectionIds: readonly string[] = Object.keys(bundledIdentities).filter(
  (id) => id !== SCORING_ID && id !== CONSISTENCY_ID,
);

/**
 * What a questionnaire pins at its start (issue 21): its sections, the scoring table its answers are scored with and
 * the consistency rules checked on the contradictions screen.
 */
export const pinnedIds: readonly string[] = [...bundledSectionIds, SCORING_ID, CONSISTENCY_ID];

/** The bundled versions and hashes of what a questionnaire pins (computed at build by the registry's own code). */
export function bundledChoice(): Record<string, ChosenDefinition> {
  const chosen: Record<string, ChosenDefinition> = {};
  for (const id of pinnedIds) {
    const identity = bundledIdentities[id];
    if (identity) chosen[id] = { id, ...identity };
  }
  return chosen;
}

/**
 * A bundled section's JSON (the bundled definitions' chunk) with its texts (the bundled locale file, in the person's
 * language and Slovak): fetched only when a bundled version is shown or checked, never for a published one.
 */
export async function loadBundledDefinition(id: string): Promise<Definition> {
  const [{ sections }] = await Promise.all([import('./sections'), bundledTexts.load([SECTION_TEXTS_NAMESPACE])]);
  const definition = sections.find((section) => section.id === id);
  if (!definition) throw new Error(`the questionnaire section "${id}" is not bundled`);
  return definition;
}

/** A bundled section's JSON and texts (loadBundledDefinition) and its validators (a chunk of their own). */
export const loadBundledSection: BundledLoader = async (id) => {
  const loader = loaders[id];
  if (!loader) throw new Error(`the questionnaire section "${id}" is not bundled`);
  const [definition, validateFns] = await Promise.all([loadBundledDefinition(id), loader()]);
  return { definition, validateFns };
};
