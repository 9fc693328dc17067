/** The building blocks of the studio's diff: one change in words, and the leaf differences of two JSON values. */
import { isObject } from '../../definition/json-object';
import { pointerJoin } from '../../definition/json-pointer';
import type { Language } from '../../definition/languages';
import { type Words, words } from '../../definition/words';

export interface Change {
  /** Where, in words (question b1, answer "growth"). */
  where: string;
  what: string;
  before?: string;
  after?: string;
  pointer: string;
  /** `where` and `what` as codes the studio translates (English above stays for the evidence and logs). */
  at?: Words;
  change?: Words;
  /** `before`/`after` when they are words (no points, a condition, a summary), not data shown as it is. */
  was?: Words;
  now?: Words;
  /** The language of `before`/`after` when they are a text in one language. */
  language?: Language;
}

export const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The text in `language` at `where` changed from `was` to `now`. */
export function textChange(
  where: string,
  at: Words,
  pointer: string,
  language: Language,
  was: string | undefined,
  now: string | undefined,
): Change {
  return {
    where,
    what: `text (${language})`,
    before: show(was),
    after: show(now),
    pointer,
    at,
    change: words('diff.text', { language: words(`language.${language}`) }),
    language,
  };
}

export interface Leaf {
  pointer: string;
  before: unknown;
  after: unknown;
}

/** Leaf changes; answer lists (arrays of `{ const }`) are matched by value, other arrays by position. */
export function leafChanges(before: unknown, after: unknown, pointer: string, out: Leaf[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const byConst = (list: unknown) =>
    Array.isArray(list) && list.length > 0 && list.every((item) => isObject(item) && 'const' in item);
  if (byConst(before) && byConst(after)) {
    const old = before as Record<string, unknown>[];
    const now = after as Record<string, unknown>[];
    now.forEach((item, index) => {
      const match = old.find((o) => o.const === item.const);
      if (match) leafChanges(match, item, pointerJoin(pointer, index), out);
      else out.push({ pointer: pointerJoin(pointer, index), before: undefined, after: item });
    });
    old.forEach((item, index) => {
      if (!now.some((n) => n.const === item.const))
        out.push({ pointer: pointerJoin(pointer, `${index}`), before: item, after: undefined });
    });
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      leafChanges(before[key], after[key], pointerJoin(pointer, key), out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && !pointer.endsWith('/required') && !pointer.endsWith('/enum')) {
    for (let i = 0; i < Math.max(before.length, after.length); i += 1)
      leafChanges(before[i], after[i], pointerJoin(pointer, i), out);
    return;
  }
  out.push({ pointer, before, after });
}
