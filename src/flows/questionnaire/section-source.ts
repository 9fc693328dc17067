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

/** The bundled sections' versions and hashes (computed at build by the registry's own code). */
export function bundledChoice(): Record<string, ChosenDefinition> {
  return Object.fromEntries(
    sections.map((section) => {
      const identity = bundledIdentities[section.id];
      return [
        section.id,
        { id: section.id, version: identity?.version ?? section.version, sha256: identity?.sha256 ?? '' },
      ];
    }),
  );
}

/** A bundled section's JSON (in the questionnaire's chunk) and its validators (a chunk of their own). */
export const loadBundledSection: BundledLoader = async (id) => {
  const definition = sections.find((section) => section.id === id);
  const loader = loaders[id];
  if (!definition || !loader) throw new Error(`the questionnaire section "${id}" is not bundled`);
  return { definition: definition as Definition, validateFns: await loader() };
};
