/**
 * Saving drafts to the registry: each definition the person changed (its JSON or one of its texts) is sent with
 * PUT /api/definitions/:id/draft and If-Match (the ETag it was read with). The first save of a draft raises the
 * definition's stated version once, as the file mode's save does; later saves of the same draft do not.
 */
import { nextVersion } from '../state/save-plan';
import type { Snapshot } from '../state/studio-state';
import { formatJson, readLayout } from '../json/ordered-json';
import { registryFetch } from './registry-fetch';
import { type DraftRef, type RegistryDraft, type Texts, textsOf } from './registry-project';

export interface DraftSave {
  path: string;
  ref: DraftRef;
  /** The text in the editor when the save began (a later edit is not this save's). */
  before: string;
  /** The text sent (the version raised on a first save). */
  text: string;
  definition: Record<string, unknown>;
  texts: Texts;
  /** Old and new stated version when this save raised it. */
  version?: [string, string];
}

/** A definition's JSON object from the editor's text, or undefined when the text is not one. */
export function draftDefinitionOf(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = text === undefined ? undefined : JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const sameTexts = (a: Texts, b: Texts) => JSON.stringify(a) === JSON.stringify(b);

/** The drafts a save sends: the definitions whose JSON or texts differ from what was last read or saved. */
export function planDraftSaves(saved: Snapshot, present: Snapshot, drafts: ReadonlyMap<string, DraftRef>) {
  const out: DraftSave[] = [];
  for (const [path, ref] of drafts) {
    const before = present.definitions[path];
    const definition = draftDefinitionOf(before);
    if (before === undefined || !definition) continue;
    const texts = textsOf(definition, present.locales);
    const savedDefinition = draftDefinitionOf(saved.definitions[path]);
    if (before === saved.definitions[path] && sameTexts(texts, textsOf(savedDefinition, saved.locales))) continue;
    let text = before;
    let version: [string, string] | undefined;
    const stated = typeof definition.version === 'string' ? definition.version : undefined;
    if (ref.revision === 0 && stated !== undefined && savedDefinition?.version === stated) {
      const raised = nextVersion(stated);
      definition.version = raised;
      text = formatJson(definition, readLayout(before));
      version = [stated, raised];
    }
    out.push({ path, ref, before, text, definition, texts, version });
  }
  return out;
}

/** Sends one draft; `etag` overrides the one it was read with (keeping mine over a conflict). */
export function putDraft(save: Pick<DraftSave, 'ref' | 'definition' | 'texts'>, etag = save.ref.etag) {
  return registryFetch<RegistryDraft>(`/api/definitions/${encodeURIComponent(save.ref.id)}/draft`, {
    method: 'PUT',
    json: { definition: save.definition, texts: save.texts },
    ifMatch: etag,
  });
}
