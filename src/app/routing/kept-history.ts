/** How the address changed (React Router's navigation types). */
export type Move = 'PUSH' | 'POP' | 'REPLACE';

/** The tab's history as the app saw it: the entries' keys in order, the current one, and each entry's screen id. */
export interface KeptHistory {
  /** React Router's location keys, oldest first, as the browser's history holds them (as far as the app saw). */
  keys: readonly string[];
  index: number;
  /** The screen shown for each key: a REPLACE (a token taken out of the address) keeps the screen it replaces. */
  screens: Readonly<Record<string, number>>;
  /** The next screen id. */
  next: number;
}

/** The longest history kept track of; screens are kept for far fewer entries (screensToKeep). */
const MAX_KEYS = 50;

export const startHistory = (key: string): KeptHistory => ({ keys: [key], index: 0, screens: { [key]: 0 }, next: 1 });

/**
 * The history after a move to `key`, as the browser's own: a push drops the entries ahead (forward is gone) and adds
 * one with a new screen; a replace puts the key in place of the current one, keeping its screen; back or forward
 * goes to the entry of that key, or, for one the app never saw (before its start, or long ago), starts again there.
 */
export function moveHistory(history: KeptHistory, key: string, move: Move): KeptHistory {
  if (key === history.keys[history.index]) return history;
  const current = history.keys[history.index] ?? '';
  if (move === 'POP') {
    const found = history.keys.indexOf(key);
    if (found >= 0) return { ...history, index: found };
    return { keys: [key], index: 0, screens: { [key]: history.next }, next: history.next + 1 };
  }
  if (move === 'REPLACE') {
    const keys = history.keys.map((k, i) => (i === history.index ? key : k));
    return { ...history, keys, screens: { ...history.screens, [key]: history.screens[current] ?? history.next } };
  }
  const keys = [...history.keys.slice(0, history.index + 1), key].slice(-MAX_KEYS);
  return { keys, index: keys.length - 1, screens: { ...history.screens, [key]: history.next }, next: history.next + 1 };
}

/**
 * The screen ids to keep mounted (hidden) beside the current one: those of the entries within `reach` of it, back and
 * forward, so that the browser's back and forward draw them at once.
 */
export function screensToKeep(history: KeptHistory, reach = 2): Set<number> {
  const kept = new Set<number>();
  history.keys.forEach((key, i) => {
    const screen = history.screens[key];
    if (screen !== undefined && Math.abs(i - history.index) <= reach) kept.add(screen);
  });
  return kept;
}

/** The history with a new screen for the entry of `key` (its kept one is not to be shown again). */
export const renewScreen = (history: KeptHistory, key: string): KeptHistory => ({
  ...history,
  screens: { ...history.screens, [key]: history.next },
  next: history.next + 1,
});
