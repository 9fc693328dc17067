/**
 * The studio's state: the files as saved, the edited files, and the history of edits for undo and redo. Both
 * editors (the raw JSON and the question form) change the same snapshot: definitions as JSON text (what the
 * text area shows; the form rewrites it in the file's own layout) and locale files as parsed objects.
 */
import { formatJson, readLayout } from '../json/ordered-json';
import { withText } from './locale-texts';

export interface Snapshot {
  /** Definition path -> JSON text. */
  definitions: Readonly<Record<string, string>>;
  /** Locale file path -> parsed object. */
  locales: Readonly<Record<string, unknown>>;
}

export interface StudioState {
  saved: Snapshot;
  /** Locale files' texts as saved (their layout, for writing them back in the same shape). */
  savedLocaleTexts: Readonly<Record<string, string>>;
  present: Snapshot;
  past: Snapshot[];
  future: Snapshot[];
  /** The last edit's kind and time: typing into one field within a second is one undo step. */
  last?: { origin: string; at: number };
}

export type StudioAction =
  | { type: 'editDefinition'; path: string; text: string; origin: string; at: number }
  | {
      type: 'editObject';
      path: string;
      change: (definition: Record<string, unknown>) => void;
      origin: string;
      at: number;
    }
  | { type: 'editText'; language: string; key: string; value: string; origin: string; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; snapshot: Snapshot; localeTexts: Record<string, string> };

const HISTORY = 200;
const COALESCE_MS = 1000;

export function initialState(definitions: Record<string, string>, localeTexts: Record<string, string>): StudioState {
  const locales = Object.fromEntries(
    Object.entries(localeTexts).map(([path, text]) => [path, JSON.parse(text) as unknown]),
  );
  const snapshot = { definitions, locales };
  return { saved: snapshot, savedLocaleTexts: localeTexts, present: snapshot, past: [], future: [] };
}

function commit(state: StudioState, next: Snapshot, origin: string, at: number): StudioState {
  if (next === state.present) return state;
  const coalesce =
    state.last && state.last.origin === origin && at - state.last.at < COALESCE_MS && state.past.length > 0;
  return {
    ...state,
    present: next,
    past: coalesce ? state.past : [...state.past, state.present].slice(-HISTORY),
    future: [],
    last: { origin, at },
  };
}

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'editDefinition': {
      if (state.present.definitions[action.path] === action.text) return state;
      return commit(
        state,
        { ...state.present, definitions: { ...state.present.definitions, [action.path]: action.text } },
        action.origin,
        action.at,
      );
    }
    case 'editObject': {
      const text = state.present.definitions[action.path];
      if (text === undefined) return state;
      let definition: Record<string, unknown>;
      try {
        definition = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return state; // the form is off while the JSON does not parse
      }
      action.change(definition);
      const next = formatJson(definition, readLayout(text));
      if (next === text) return state;
      return commit(
        state,
        { ...state.present, definitions: { ...state.present.definitions, [action.path]: next } },
        action.origin,
        action.at,
      );
    }
    case 'editText':
      return commit(
        state,
        { ...state.present, locales: withText(state.present.locales, action.language, action.key, action.value) },
        action.origin,
        action.at,
      );
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        present: previous,
        past: state.past.slice(0, -1),
        future: [state.present, ...state.future],
        last: undefined,
      };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        present: next,
        past: [...state.past, state.present],
        future: state.future.slice(1),
        last: undefined,
      };
    }
    case 'saved':
      return {
        ...state,
        saved: action.snapshot,
        savedLocaleTexts: { ...state.savedLocaleTexts, ...action.localeTexts },
        present: action.snapshot,
        past: state.present === action.snapshot ? state.past : [...state.past, state.present].slice(-HISTORY),
        future: [],
        last: undefined,
      };
  }
}
