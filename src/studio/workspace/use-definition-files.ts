import { useCallback, useMemo, useReducer } from 'react';
import { useRegistryStudio } from '../registry/registry-context';
import { type Snapshot, type StudioAction, type StudioState, studioReducer } from '../state/studio-state';
import { useDebounced } from '../use-debounced';

/** After a save to the registry: the saved and edited snapshots computed from the state as it is by then. */
export type Adopt = (state: StudioState) => { saved: Snapshot; present: Snapshot };

type Action = StudioAction | { type: 'adopt'; adopt: Adopt } | { type: 'readOnly'; action: StudioAction };

const EDITS = new Set<StudioAction['type']>(['editDefinition', 'editObject', 'editText']);

/**
 * The studio's reducer, plus what the registry needs: a save that adopts some files (others stay edited, and
 * anything typed while the save was under way stays too), and edits ignored for staff who may only read.
 */
function reducer(state: StudioState, action: Action): StudioState {
  if (action.type === 'readOnly') return EDITS.has(action.action.type) ? state : studioReducer(state, action.action);
  if (action.type !== 'adopt') return studioReducer(state, action);
  const { saved, present } = action.adopt(state);
  return {
    ...state,
    saved,
    present,
    past: present === state.present ? state.past : [...state.past, state.present].slice(-200),
    future: present === state.present ? state.future : [],
    last: undefined,
  };
}

/**
 * The edited files and their history: the snapshot being edited (`present`), the one the checks and the preview
 * follow once typing has paused (`settled`), which files differ from the saved ones, and the edits every editor
 * makes (each stamped with its origin and time, so typing into one field is one undo step).
 */
export function useDefinitionFiles(initial: StudioState, open: string) {
  const [state, dispatchAny] = useReducer(reducer, initial);
  const readOnly = useRegistryStudio()?.readOnly ?? false;
  const dispatch = useCallback(
    (action: StudioAction) => dispatchAny(readOnly ? { type: 'readOnly', action } : action),
    [readOnly],
  );
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
    [open, dispatch],
  );
  const editText = useCallback(
    (origin: string, language: string, key: string, value: string) =>
      dispatch({ type: 'editText', language, key, value, origin, at: Date.now() }),
    [dispatch],
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
    /** After a save: what was written becomes the saved snapshot (a function: the registry's save, see Adopt). */
    markSaved: (snapshot: StudioState['saved'] | Adopt, localeTexts: Record<string, string>) =>
      dispatchAny(
        typeof snapshot === 'function' ? { type: 'adopt', adopt: snapshot } : { type: 'saved', snapshot, localeTexts },
      ),
  };
}
