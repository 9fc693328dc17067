/**
 * A readable diff of one definition against its saved version: what changed in the questions (texts in each
 * language, answers, points, free texts, required, conditions) in words, and any other change by JSON pointer.
 */
import { textReferences } from '../../../scripts/lint-definitions/text-keys.ts';
import { isObject, pointerJoin, questionsOf, type Question } from '../analysis/questions';
import { textOf } from '../state/locale-texts';

export interface Change {
  /** Where, in words (question b1, answer "growth"). */
  where: string;
  what: string;
  before?: string;
  after?: string;
  pointer: string;
}

const show = (value: unknown): string => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

interface Leaf {
  pointer: string;
  before: unknown;
  after: unknown;
}

/** Leaf changes; answer lists (arrays of `{ const }`) are matched by value, other arrays by position. */
function leafChanges(before: unknown, after: unknown, pointer: string, out: Leaf[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const byConst = (list: unknown) => Array.isArray(list) && list.length > 0 && list.every((item) => isObject(item) && 'const' in item);
  if (byConst(before) && byConst(after)) {
    const old = before as Record<string, unknown>[];
    const now = after as Record<string, unknown>[];
    now.forEach((item, index) => {
      const match = old.find((o) => o.const === item.const);
      if (match) leafChanges(match, item, pointerJoin(pointer, index), out);
      else out.push({ pointer: pointerJoin(pointer, index), before: undefined, after: item });
    });
    old.forEach((item, index) => {
      if (!now.some((n) => n.const === item.const)) out.push({ pointer: pointerJoin(pointer, `${index}`), before: item, after: undefined });
    });
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) leafChanges(before[key], after[key], pointerJoin(pointer, key), out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && !pointer.endsWith('/required') && !pointer.endsWith('/enum')) {
    for (let i = 0; i < Math.max(before.length, after.length); i += 1) leafChanges(before[i], after[i], pointerJoin(pointer, i), out);
    return;
  }
  out.push({ pointer, before, after });
}

function describe(leaf: Leaf, questions: Question[]): Change {
  const { pointer, before, after } = leaf;
  const question = [...questions].sort((a, b) => b.pointer.length - a.pointer.length).find((q) => pointer === q.pointer || pointer.startsWith(`${q.pointer}/`));
  if (question) {
    const rest = pointer.slice(question.pointer.length);
    const option = /^\/(?:items\/)?oneOf\/(\d+)(\/.*)?$/.exec(rest);
    if (option) {
      const opt = isObject(after) ? after : isObject(before) ? before : undefined;
      const current = question.options[Number(option[1])];
      const value = opt && 'const' in opt ? opt.const : current?.value;
      const where = `question ${question.slug}, answer "${show(value)}"`;
      if (!option[2]) return { where, what: after === undefined ? 'answer removed' : 'answer added', before: before === undefined ? undefined : show(before), after: after === undefined ? undefined : show(after), pointer };
      const field = option[2].slice(1);
      const what = field === 'const' ? 'value' : field === 'freeText' ? 'free text field' : field === 'title' ? 'text key' : field;
      return { where, what, before: show(before), after: show(after), pointer };
    }
    return { where: `question ${question.slug}`, what: rest === '' ? (after === undefined ? 'question removed' : 'question added') : rest.slice(1), before: show(before), after: show(after), pointer };
  }
  if (/\/required$/.test(pointer)) {
    const was = Array.isArray(before) ? before.map(String) : [];
    const now = Array.isArray(after) ? after.map(String) : [];
    const added = now.filter((n) => !was.includes(n));
    const removed = was.filter((n) => !now.includes(n));
    return { where: pointer.includes('/if/') ? 'condition' : 'required questions', what: [added.length ? `now required: ${added.join(', ')}` : '', removed.length ? `now optional: ${removed.join(', ')}` : ''].filter(Boolean).join('; ') || 'order', pointer };
  }
  if (pointer.includes('/if')) return { where: 'condition', what: pointer.slice(pointer.indexOf('/if') + 1), before: show(before), after: show(after), pointer };
  return { where: pointer || 'document', what: 'changed', before: show(before), after: show(after), pointer };
}

/** The changes of one definition (saved and edited JSON, parsed) and of the texts it uses (per language). */
export function definitionDiff(
  saved: unknown,
  edited: unknown,
  savedLocales: Readonly<Record<string, unknown>>,
  editedLocales: Readonly<Record<string, unknown>>,
): Change[] {
  const leaves: Leaf[] = [];
  leafChanges(saved, edited, '', leaves);
  const questions = [...questionsOf(edited), ...questionsOf(saved)];
  const changes = leaves.map((leaf) => describe(leaf, questions));
  if (isObject(edited)) {
    const seen = new Set<string>();
    for (const { key, pointer } of textReferences(edited)) {
      if (seen.has(key)) continue;
      seen.add(key);
      for (const language of ['sk', 'en', 'bg']) {
        const was = textOf(savedLocales, language, key);
        const now = textOf(editedLocales, language, key);
        if (was === now) continue;
        const question = questions.find((q) => pointer === `${q.pointer}/title`);
        const option = questions.flatMap((q) => q.options.map((o) => ({ q, o }))).find(({ o }) => pointer === `${o.pointer}/title`);
        const where = option ? `question ${option.q.slug}, answer "${option.o.value}"` : question ? `question ${question.slug}` : key;
        changes.push({ where, what: `text (${language})`, before: show(was), after: show(now), pointer });
      }
    }
  }
  return changes;
}
