import { useCallback, useMemo, useReducer } from 'react';
import { type StudioState, studioReducer } from '../state/studio-state';
import { useDebounced } from '../use-debounced';

/**
 * The edited files and their history: the snapshot being edited (`present`), the one the checks and the preview
 * follow once typing has paused (`settled`), which files differ from the saved ones, and the edits every editor
 * makes (each stamped with its origin and time, so typing into one field is one undo step).
 */
export function useDefinitionFiles(initial: StudioState, open: string) {
  const [state, dispatch] = useReducer(studioReducer, initial);
  const present = state.present;
  const settled = useDebounced(present, 250);
  const changedFiles = useMemo(
    () => [
      ...Object.keys(present.definitions).filter((path) => present.definitions[path] !== state.saved.definitions[path]),
      ...Object.keys(present.locales).filter((path) => present.locales[path] !== state.saved.locales[path]),
    ],
    [present, state.saved],
  );

  const editObject = useCallback(
    (origin: string, change: (d: Record<string, unknown>) => void) =>
      dispatch({ type: 'editObject', path: open, change, origin, at: Date.now() }),
    [open],
  );
  const editText = useCallback(
    (origin: string, language: string, key: string, value: string) =>
      dispatch({ type: 'editText', language, key, value, origin, at: Date.now() }),
    [],
  );
  const editJson = (text: string) =>
    dispatch({ type: 'editDefinition', path: open, text, origin: 'json', at: Date.now() });
  const undo = () => dispatch({ type: 'undo' });
  const redo = () => dispatch({ type: 'redo' });

  return {
    state,
    present,
    settled,
    /** True while the checks still show an earlier snapshot than the one edited. */
    stale: settled !== present,
    changedFiles,
    editObject,
    editText,
    editJson,
    undo,
    redo,
    /** After a save: what was written becomes the saved snapshot. */
    markSaved: (snapshot: StudioState['saved'], localeTexts: Record<string, string>) =>
      dispatch({ type: 'saved', snapshot, localeTexts }),
  };
}
