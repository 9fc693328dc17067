import { loadValidatorRuntime } from '../../definition/publication/load-validator-runtime';
import { draftStore } from '../shared/draft-store';
import { chooseDefinitions } from '../shared/definitions-runtime/choose-definitions';
import { importVerifiedModule } from '../shared/definitions-runtime/import-verified-module';
import { loadManifest, manifestUrl } from '../shared/definitions-runtime/load-manifest';
import { pinDefinitions, type PinStore } from '../shared/definitions-runtime/pin-definitions';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { loadSection } from './load-section';
import { bundledChoice, bundledSectionIds, pinnedIds } from './section-source';

/** The draft that keeps the versions a started questionnaire runs on (sealed with the other drafts). */
const PIN_KEY = 'questionnaire-definitions';

const pinStore: PinStore = {
  get: () => draftStore.get(PIN_KEY),
  set: (pin) => draftStore.set(PIN_KEY, pin),
};

/**
 * The versions in effect now of the sections, the scoring table and the consistency rules: the manifest's, or the
 * bundled ones with no publication store.
 */
async function chooseSections(): Promise<Record<string, ChosenDefinition>> {
  const manifest = await loadManifest();
  return chooseDefinitions(pinnedIds, manifest, bundledChoice(), Date.now(), manifestUrl());
}

/** A published version is always there (content-addressed); a bundled one only while this build holds it. */
const servedByThisApp = (chosen: ChosenDefinition): boolean =>
  chosen.module !== undefined || bundledChoice()[chosen.id]?.sha256 === chosen.sha256;

/**
 * The versions for this questionnaire, pinned at its start (see pinDefinitions): its sections, the scoring table
 * and the consistency rules (a pin made before they were pinned is chosen anew as a whole). Kept in the session's
 * drafts, or in `store` (the existing client's update keeps its pin with the update, in memory).
 */
export const pinnedSections = (
  started: boolean,
  store: PinStore = pinStore,
): Promise<Record<string, ChosenDefinition>> =>
  pinDefinitions(pinnedIds, store, started, chooseSections, servedByThisApp);

/** The questionnaire was sent: the next one a person starts is pinned anew. */
export const forgetPinnedSections = (): void => draftStore.set(PIN_KEY, {});

/**
 * Fetches ahead, on the screen before the questionnaire, what its first section will need: the manifest and the
 * first section's published module or, with no publication store, its bundled chunk (issue 24: otherwise fetched
 * after the click on "Start"). A failure here is left to the questionnaire, which says so and offers a retry.
 */
export function prefetchFirstSection(): void {
  chooseSections()
    .then((chosen): Promise<unknown> | undefined => {
      const first = bundledSectionIds[0];
      const section = first ? chosen[first] : undefined;
      if (!section) return undefined;
      // A published module is only fetched and checked here: its texts are laid over the app's when the questionnaire
      // runs it, as the version pinned then may be another (a person who started before a publication).
      if (!section.module) return loadSection(section);
      // With the parts of the validator runtime it names (often none), else fetched after the click.
      return importVerifiedModule(section.module).then(({ validatorImports }) =>
        Array.isArray(validatorImports) ? loadValidatorRuntime(validatorImports) : undefined,
      );
    })
    .catch(() => undefined);
}
