/**
 * What a change of a consistency rule's form (rule-model.ts) means for the rules file and the locale files: each
 * changed field becomes one edit, named by its origin, so typing into one field is one undo step.
 */
import { isObject } from '../../definition/json-object';
import { changedTexts } from '../editor/text-model';
import type { RuleData, RuleJson, RuleTextPart } from './rule-model';

export type RuleEdit =
  | { kind: 'object'; origin: string; change: (definition: Record<string, unknown>) => void }
  | { kind: 'text'; origin: string; language: string; key: string; value: string };

/** The rule object at `index` of a parsed rules file, if there is one. */
function ruleAt(definition: Record<string, unknown>, index: number): Record<string, unknown> | undefined {
  const rules = definition.rules;
  const rule: unknown = Array.isArray(rules) ? rules[index] : undefined;
  return isObject(rule) ? rule : undefined;
}

const set =
  (index: number, field: string, value: unknown) =>
  (definition: Record<string, unknown>): void => {
    const rule = ruleAt(definition, index);
    if (rule) rule[field] = value;
  };

const sameList = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((item, position) => item === b[position]);

/** The key a new text of a rule gets: `consistency.rules.<id>.<part>`. */
export const ruleTextKey = (id: string, part: RuleTextPart) => `consistency.rules.${id}.${part}`;

/** The edits for the rule at `index` whose form changed from `before` to `after`. */
export function ruleEdits(index: number, rule: RuleJson, before: RuleData, after: RuleData): RuleEdit[] {
  const at = `rule:${index}`;
  if (after.remove)
    return [
      {
        kind: 'object',
        origin: `${at}:remove`,
        change: (definition) => {
          if (Array.isArray(definition.rules)) definition.rules.splice(index, 1);
        },
      },
    ];
  const edits: RuleEdit[] = [];
  if ((after.id ?? '') !== (before.id ?? ''))
    edits.push({ kind: 'object', origin: `${at}:id`, change: set(index, 'id', after.id ?? '') });
  if (after.severity && after.severity !== before.severity) {
    const severity = after.severity;
    const id = typeof rule.id === 'string' ? rule.id : `rule-${index + 1}`;
    edits.push({
      kind: 'object',
      origin: `${at}:severity`,
      change: (definition) => {
        const found = ruleAt(definition, index);
        if (!found) return;
        found.severity = severity;
        // Only a `confirm` rule has a tick to confirm it with, and so the tick's label.
        if (severity === 'review') delete found.confirm;
        else if (typeof found.confirm !== 'string') found.confirm = ruleTextKey(id, 'confirm');
      },
    });
  }
  for (const part of ['title', 'text', 'confirm'] as const) {
    const key = rule[part];
    if (typeof key !== 'string') continue;
    for (const { language, value } of changedTexts(before[part] ?? {}, after[part] ?? {}))
      edits.push({ kind: 'text', origin: `text:${language}:${key}`, language, key, value });
  }
  if (!sameList(before.questions, after.questions))
    edits.push({ kind: 'object', origin: `${at}:questions`, change: set(index, 'questions', after.questions ?? []) });
  if ((after.reference ?? '') !== (before.reference ?? ''))
    edits.push({ kind: 'object', origin: `${at}:reference`, change: set(index, 'reference', after.reference ?? '') });
  return edits;
}

/** A rule id not yet in the file: `rule-1`, `rule-2`, … */
export function nextRuleId(definition: Record<string, unknown>): string {
  const taken = new Set(
    (Array.isArray(definition.rules) ? definition.rules : []).map((rule) => (isObject(rule) ? rule.id : undefined)),
  );
  let n = 1;
  while (taken.has(`rule-${n}`)) n += 1;
  return `rule-${n}`;
}

/**
 * Appends a new `confirm` rule: its text keys named after its id, no question yet, and a condition that matches every
 * answer set until it is written in the JSON (the lint says so meanwhile).
 */
export function addRule(definition: Record<string, unknown>, id: string): void {
  const rules = Array.isArray(definition.rules) ? definition.rules : (definition.rules = []);
  (rules as unknown[]).push({
    id,
    severity: 'confirm',
    title: ruleTextKey(id, 'title'),
    text: ruleTextKey(id, 'text'),
    confirm: ruleTextKey(id, 'confirm'),
    questions: [],
    reference: '',
    when: {},
  });
}
