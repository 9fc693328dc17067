import { loaders } from 'virtual:questionnaire-validator-loaders.js';
import { bundledIdentities } from 'virtual:bundled-definition-hashes.js';
import type { Definition } from '../../engine';
import type { BundledLoader } from '../shared/definitions-runtime/load-runtime-definition';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { sections } from './sections';

/** The questionnaire's sections by id, in the order a person answers them, and the version of each to use. */
export interface SectionSource {
  ids: readonly string[];
  chosen: Readonly<Record<string, ChosenDefinition>>;
}

/** The sections bundled with the app: the defaults when there is no publication store. */
export const bundledSectionIds: readonly string[] = sections.map((section) => section.id);

/** The scoring table's and the consistency rules' ids in the registry and the publication store. */
export const SCORING_ID = 'scoring';
export const CONSISTENCY_ID = 'questionnaire-consistency';

/**
 * What a questionnaire pins at its start (issue 21): its sections, the scoring table its answers are scored with and
 * the consistency rules checked on the contradictions screen.
 */
export const pinnedIds: readonly string[] = [...bundledSectionIds, SCORING_ID, CONSISTENCY_ID];

/** The bundled versions and hashes of what a questionnaire pins (computed at build by the registry's own code). */
export function bundledChoice(): Record<string, ChosenDefinition> {
  const chosen: Record<string, ChosenDefinition> = Object.fromEntries(
    sections.map((section) => {
      const identity = bundledIdentities[section.id];
      return [
        section.id,
        { id: section.id, version: identity?.version ?? section.version, sha256: identity?.sha256 ?? '' },
      ];
    }),
  );
  for (const id of [SCORING_ID, CONSISTENCY_ID]) {
    const identity = bundledIdentities[id];
    if (identity) chosen[id] = { id, ...identity };
  }
  return chosen;
}

/** A bundled section's JSON (in the questionnaire's chunk) and its validators (a chunk of their own). */
export const loadBundledSection: BundledLoader = async (id) => {
  const definition = sections.find((section) => section.id === id);
  const loader = loaders[id];
  if (!definition || !loader) throw new Error(`the questionnaire section "${id}" is not bundled`);
  return { definition: definition as Definition, validateFns: await loader() };
};
