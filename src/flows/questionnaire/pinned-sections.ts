import { draftStore } from '../shared/draft-store';
import { chooseDefinitions } from '../shared/definitions-runtime/choose-definitions';
import { knownManifest, loadManifest, manifestUrl } from '../shared/definitions-runtime/load-manifest';
import { keptPin, pinDefinitions, type PinStore } from '../shared/definitions-runtime/pin-definitions';
import type { PublishedManifest } from '../shared/definitions-runtime/published-manifest';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { loadSection, prepareSection } from './load-section';
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
const chooseSectionsBy = (manifest: PublishedManifest | null): Record<string, ChosenDefinition> =>
  chooseDefinitions(pinnedIds, manifest, bundledChoice(), Date.now(), manifestUrl());

const chooseSections = async (): Promise<Record<string, ChosenDefinition>> => chooseSectionsBy(await loadManifest());

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

/**
 * The versions pinnedSections would answer, if known without waiting: those kept for a started questionnaire, or those
 * the manifest read moments ago chooses (nothing stored: the questionnaire pins as it shows, pinnedSections). For the
 * questionnaire rendered ahead of its introduction, hidden, which runs no effects until shown.
 */
export function knownPinnedSections(started: boolean): Record<string, ChosenDefinition> | undefined {
  const kept = keptPin(pinnedIds, pinStore, started, servedByThisApp);
  if (kept) return kept;
  const known = knownManifest();
  return known && chooseSectionsBy(known.manifest);
}

/** The questionnaire was sent: the next one a person starts is pinned anew. */
export const forgetPinnedSections = (): void => draftStore.set(PIN_KEY, {});

/**
 * Gets ready ahead, on the screen before the questionnaire, what its first section will need, so the click on "Start"
 * waits for nothing and does no more work than with the bundled definitions (issue 21): the manifest and the first
 * section's published module, read and its validators created, or, with no publication store, its bundled chunk
 * (issue 24: otherwise fetched after the click). The module's texts are laid over the app's here too, unless this
 * page's pin names another version of the section: a person who started before a publication finishes on the
 * version pinned then, whose texts the questionnaire lays over when it runs it (the newer ones, laid over here, would
 * be shown over their answers). A failure here is left to the questionnaire, which says so and offers a retry.
 * Started after the introduction's next frame is painted: run as its effect, it started in the tasks before the
 * introduction's first paint in every trace (the manifest's request and its chain in that frame's way). Not cancelled
 * when the screen is left before: the questionnaire's own load shares what it started (cached per version).
 */
export function prefetchFirstSection(): void {
  // A task posted from a frame's callback runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(() => void prepareFirstSection()));
}

/**
 * prefetchFirstSection's work now, settled when it is done (never rejects): the questionnaire's screen is rendered
 * ahead once this is there (its module's prepareAhead), so that render is the first section, not its placeholder.
 */
export function prepareFirstSection(): Promise<void> {
  return chooseSections()
    .then((chosen): Promise<unknown> | undefined => {
      const first = bundledSectionIds[0];
      const section = first ? chosen[first] : undefined;
      if (!section) return undefined;
      const pinned = pinStore.get()[section.id] as Partial<ChosenDefinition> | undefined;
      // No pin, or the same version: the questionnaire shows this one (a pin is chosen anew until an answer is given).
      return pinned?.sha256 === undefined || pinned.sha256 === section.sha256
        ? loadSection(section)
        : prepareSection(section);
    })
    .then(
      () => undefined,
      () => undefined,
    );
}
