import { useState } from 'react';
import type { Problem } from '../../definition/lint/types';
import { planSave } from '../state/save-plan';
import type { StudioState } from '../state/studio-state';
import { saveFiles } from '../studio-api';
import { fileLabel } from './file-label';
import type { StudioMessage } from './studio-message';

interface SaveInput {
  state: StudioState;
  /** Errors of the lint and the analysis: any of them refuses the save. */
  errorsCount: number;
  /** The checks have not yet seen the last edit, so their verdict is not the edit's. */
  stale: boolean;
  markSaved: (snapshot: StudioState['saved'], localeTexts: Record<string, string>) => void;
}

/**
 * Saving: only with no errors, only the files that changed (a definition's version raised once per save), and
 * what the studio's server refused listed with its problems.
 */
export function useSave({ state, errorsCount, stale, markSaved }: SaveInput) {
  const [status, setStatus] = useState<StudioMessage>();
  const [saveProblems, setSaveProblems] = useState<Problem[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (errorsCount > 0 || stale) {
      setStatus({ key: 'notSavedFixErrors', values: { count: errorsCount } });
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

  return { save, status, saveProblems, saving };
}
