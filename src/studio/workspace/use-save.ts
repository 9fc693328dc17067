import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Problem } from '../../definition/lint/types';
import { useRegistryStudio } from '../registry/registry-context';
import { RegistryError } from '../registry/registry-fetch';
import { type RegistryDraft, textsOf, withTexts } from '../registry/registry-project';
import { type DraftSave, draftDefinitionOf, planDraftSaves, putDraft } from '../registry/registry-save';
import { planSave } from '../state/save-plan';
import type { Snapshot, StudioState } from '../state/studio-state';
import { saveFiles } from '../studio-api';
import { fileLabel } from './file-label';
import type { StudioMessage } from './studio-message';
import type { Adopt } from './use-definition-files';

interface SaveInput {
  state: StudioState;
  /** Errors of the lint and the analysis: any of them refuses the save. */
  errorsCount: number;
  /** The checks have not yet seen the last edit, so their verdict is not the edit's. */
  stale: boolean;
  markSaved: (snapshot: StudioState['saved'] | Adopt, localeTexts: Record<string, string>) => void;
}

/** A definition's file and texts as now saved in the registry, set into a snapshot. */
function withSaved(snapshot: Snapshot, path: string, text: string, texts: DraftSave['texts']): Snapshot {
  return { definitions: { ...snapshot.definitions, [path]: text }, locales: withTexts(snapshot.locales, texts) };
}

/** Locale files equal to the edited ones become the same objects: the studio tells edited files by identity. */
function sharingEqual(saved: Snapshot['locales'], present: Snapshot['locales']): Snapshot['locales'] {
  const out: Record<string, unknown> = { ...saved };
  for (const [path, value] of Object.entries(saved))
    if (value !== present[path] && JSON.stringify(value) === JSON.stringify(present[path])) out[path] = present[path];
  return out;
}

/**
 * Saving: only with no errors, only what changed (a definition's version raised once), and what the server refused
 * listed with its problems. Served by the registry, each changed definition's draft is saved with If-Match; a
 * draft someone else saved meanwhile opens the conflict dialog (keep mine, take theirs, or decide later), and
 * nothing typed is lost either way.
 */
export function useSave({ state, errorsCount, stale, markSaved }: SaveInput) {
  const registry = useRegistryStudio();
  const [status, setStatus] = useState<StudioMessage>();
  const [saveProblems, setSaveProblems] = useState<Problem[]>([]);
  const [saving, setSaving] = useState(false);
  const waiting = useRef(false);

  /**
   * A draft someone else saved after this page read it (a save's or a proposal's 412): the person chooses in the
   * conflict dialog. Keep mine saves mine with their ETag; take theirs puts theirs in the editor; later leaves mine
   * unsaved (the next save asks again). Returns the status to show and whether mine was saved.
   */
  const resolveConflict = async (
    save: DraftSave,
    theirs: RegistryDraft,
  ): Promise<{ message?: StudioMessage; saved: boolean; stop?: boolean }> => {
    if (!registry) return { saved: false };
    setStatus({ key: 'registryNotSavedConflict', values: { file: fileLabel(save.path) } });
    const choice = await registry.askConflict({
      path: save.path,
      mine: { definition: save.definition, texts: save.texts },
      theirs,
    });
    if (choice === 'later')
      return { message: { key: 'registryNotSavedConflict', values: { file: fileLabel(save.path) } }, saved: false };
    if (choice === 'theirs') {
      registry.drafts.set(save.path, { ...save.ref, etag: theirs.etag, revision: theirs.revision });
      // Theirs replaces mine in the editor too (the person chose it; mine was offered to copy first).
      markSaved((now) => {
        const saved = withSaved(now.saved, save.path, theirs.fileText, theirs.texts);
        return { saved, present: withSaved(now.present, save.path, theirs.fileText, theirs.texts) };
      }, {});
      return {
        message: {
          key: 'registryTookTheirs',
          values: { file: fileLabel(save.path), name: theirs.updatedBy?.name ?? '' },
        },
        saved: false,
      };
    }
    try {
      const answer = await putDraft(save, theirs.etag);
      registry.drafts.set(save.path, { ...save.ref, etag: answer.etag, revision: answer.revision });
      return { saved: true };
    } catch (again) {
      return { message: { key: 'notSaved', values: { message: (again as Error).message } }, saved: false, stop: true };
    }
  };

  const saveToRegistry = async () => {
    if (!registry) return;
    const plan = planDraftSaves(state.saved, state.present, registry.drafts);
    if (plan.length === 0 || registry.readOnly) return setStatus({ key: 'nothingToSave' });
    const done: { save: DraftSave; text: string; texts: DraftSave['texts'] }[] = [];
    let message: StudioMessage | undefined;
    for (const save of plan) {
      try {
        const answer = await putDraft(save);
        registry.drafts.set(save.path, { ...save.ref, etag: answer.etag, revision: answer.revision });
        done.push({ save, text: save.text, texts: save.texts });
      } catch (error) {
        if (!(error instanceof RegistryError)) throw error;
        if (error.needsSignIn) {
          message = { key: 'registryNotSavedSignIn' };
          break;
        }
        if (error.code !== 'edit-conflict') {
          message = { key: 'notSaved', values: { message: error.message } };
          break;
        }
        const resolved = await resolveConflict(save, error.body.current as RegistryDraft);
        message = resolved.message;
        if (resolved.saved) done.push({ save, text: save.text, texts: save.texts });
        if (resolved.stop) break;
      }
    }
    if (done.length > 0) {
      markSaved((now) => {
        let saved = now.saved;
        let present = now.present;
        for (const { save, text, texts } of done) {
          saved = withSaved(saved, save.path, text, texts);
          // The raised version goes into the editor too, unless the person has typed on since the save began.
          if (present.definitions[save.path] === save.before && text !== save.before)
            present = { ...present, definitions: { ...present.definitions, [save.path]: text } };
        }
        return { saved: { ...saved, locales: sharingEqual(saved.locales, present.locales) }, present };
      }, {});
    }
    const names = done.map(({ save }) =>
      save.version ? `${fileLabel(save.path)} ${save.version[0]} → ${save.version[1]}` : fileLabel(save.path),
    );
    setStatus(
      message ??
        (done.length > 0
          ? { key: 'registrySavedDrafts', values: { count: done.length, names: names.join(', ') } }
          : undefined),
    );
  };

  /**
   * A proposal refused with 412 draft-changed: someone saved the draft after this page read it, so the editor's ETag
   * (and maybe its text) is older than the registry's. Mine equal to theirs takes their ETag; otherwise the person
   * chooses in the conflict dialog, as at a save, and nothing in the editor is lost.
   */
  const recoverDraft = async (definitionId: string, theirs: RegistryDraft) => {
    if (!registry || registry.readOnly) return;
    const found = [...registry.drafts.values()].find((ref) => ref.id === definitionId);
    if (!found || found.etag === theirs.etag) return;
    const text = state.present.definitions[found.path];
    const definition = draftDefinitionOf(text);
    if (text === undefined || !definition) return;
    const texts = textsOf(definition, state.present.locales);
    if (text === theirs.fileText && JSON.stringify(texts) === JSON.stringify(theirs.texts)) {
      registry.drafts.set(found.path, { ...found, etag: theirs.etag, revision: theirs.revision });
      return;
    }
    const save: DraftSave = { path: found.path, ref: found, before: text, text, definition, texts };
    const resolved = await resolveConflict(save, theirs);
    if (resolved.saved)
      markSaved((now) => ({ saved: withSaved(now.saved, save.path, text, texts), present: now.present }), {});
    setStatus(resolved.message ?? { key: 'registrySavedDrafts', values: { count: 1, names: fileLabel(save.path) } });
  };
  // The proposal screen reaches the editor's drafts through the registry's context (it has no editor state).
  useEffect(() => {
    if (!registry) return;
    registry.setDraftRecovery(recoverDraft);
    return () => registry.setDraftRecovery(undefined);
  });

  const save = async () => {
    // Pressed before the checks have seen the last keystroke: the save waits for them (the effect below), rather
    // than refusing with "fix the 0 errors".
    if (stale) {
      waiting.current = true;
      setStatus({ key: 'checking' });
      return;
    }
    if (errorsCount > 0) {
      setStatus({ key: 'notSavedFixErrors', values: { count: errorsCount } });
      return;
    }
    if (registry) {
      setSaving(true);
      setSaveProblems([]);
      try {
        await saveToRegistry();
      } finally {
        setSaving(false);
      }
      return;
    }
    const plan = planSave(state.saved, state.present, state.savedLocaleTexts);
    if (plan.files.length === 0) return setStatus({ key: 'nothingToSave' });
    setSaving(true);
    setSaveProblems([]);
    try {
      await saveFiles(plan.files);
      markSaved(plan.snapshot, plan.localeTexts);
      const versions = Object.entries(plan.versions).map(([path, [from, to]]) => `${fileLabel(path)} ${from} → ${to}`);
      setStatus(
        versions.length
          ? { key: 'savedFilesVersions', values: { count: plan.files.length, versions: versions.join(', ') } }
          : { key: 'savedFiles', values: { count: plan.files.length } },
      );
    } catch (error) {
      const refused = (error as { problems?: Problem[] }).problems ?? [];
      setSaveProblems(refused);
      setStatus({ key: 'notSaved', values: { message: (error as Error).message } });
    } finally {
      setSaving(false);
    }
  };

  const saveWhenChecked = useEffectEvent(() => {
    if (!waiting.current) return;
    waiting.current = false;
    void save();
  });
  useEffect(() => {
    if (!stale) saveWhenChecked();
  }, [stale]);

  return { save, status, saveProblems, saving };
}
