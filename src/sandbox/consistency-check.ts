/**
 * The check of the questionnaire's answers as a whole (issue 22), as a careful provider does it: the sandbox
 * evaluates the consistency rules (`schemas/questionnaire/consistency.json`, read on every call like the points)
 * on the answers itself, with the definition core's evaluation, rather than trusting the app. A `confirm` rule that
 * fires must be among the rules the client confirmed (form field `consistency`), else `400 'unconfirmed
 * contradiction'` naming the rule; every `review` rule that fires marks the answers for an adviser. What is kept
 * with the lead or the client: the rules file's id and version, the confirmed rules, the review rules and when an
 * adviser will look (src/sandbox/README.md, "Consistency of the answers").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionnaireAnswer } from '../api/types.ts';
import { answerSetOf } from '../definition/consistency/answer-set.ts';
import { consistencyRulesOf, isConsistencyDefinition } from '../definition/consistency/consistency-rules.ts';
import { evaluateConsistency } from '../definition/consistency/evaluate-consistency.ts';
import { ruleValidators } from '../definition/consistency/rule-validators.ts';
import type { ConsistencyDefinition, ConsistencyValidators } from '../definition/consistency/types.ts';
import { isObject } from '../definition/json-object.ts';
import { readJsonFolder } from '../definition/node/data-folder.ts';
import { prefillFrom } from '../definition/questions/section-answers.ts';
import { fail } from './http-error.ts';

/** What the provider keeps of the check with the answers. */
export interface KeptConsistency {
  id: string;
  version: string;
  /** The `confirm` rules that fired and the client confirmed. */
  confirmed: string[];
  /** The `review` rules that fired: the answers wait for an adviser. */
  review: string[];
  /** When an adviser looks at answers a review rule marked (the definition's `adviserReview`), null when none did. */
  adviser_review_within_working_days: number | null;
}

const compiled = new Map<string, ConsistencyValidators>();

/** The rules file of a schemas folder and its compiled conditions (kept while the file's text stays the same). */
function loadRules(
  schemasDir: string,
): { definition: ConsistencyDefinition; validators: ConsistencyValidators } | null {
  let text: string;
  try {
    text = readFileSync(join(schemasDir, 'questionnaire', 'consistency.json'), 'utf8');
  } catch {
    return null; // a provider without consistency rules checks nothing
  }
  const definition: unknown = JSON.parse(text);
  if (!isConsistencyDefinition(definition)) return null;
  let validators = compiled.get(text);
  if (!validators) {
    validators = ruleValidators(consistencyRulesOf(definition));
    compiled.set(text, validators);
  }
  return { definition, validators };
}

/** The `consistency` form field: absent (nothing confirmed) or JSON `{ confirmed?: string[], … }`. */
function confirmedIn(fields: Readonly<Record<string, string>>): ReadonlySet<string> {
  const raw = fields.consistency;
  if (raw === undefined || raw === '') return new Set();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fail(400, 'malformed JSON', { field: 'consistency' });
  }
  const confirmed = isObject(parsed) ? (parsed.confirmed ?? []) : undefined;
  if (!Array.isArray(confirmed) || !confirmed.every((id) => typeof id === 'string' && id.length <= 100))
    throw fail(400, 'invalid field', { field: 'consistency' });
  return new Set(confirmed);
}

/**
 * Evaluates the rules on answers the definitions already accepted; throws `400 'unconfirmed contradiction'` for a
 * fired `confirm` rule the client did not confirm. Null when the schemas folder has no rules.
 */
export function checkConsistency(
  schemasDir: string,
  fields: Readonly<Record<string, string>>,
  answers: readonly QuestionnaireAnswer[],
): KeptConsistency | null {
  const confirmed = confirmedIn(fields);
  const rules = loadRules(schemasDir);
  if (!rules) return null;
  const { definition, validators } = rules;
  const sections = readJsonFolder(join(schemasDir, 'questionnaire')).flatMap((section) =>
    isObject(section) && section.kind === 'questionnaire-section' && typeof section.id === 'string'
      ? [{ id: section.id, schema: section.schema }]
      : [],
  );
  const fired = evaluateConsistency(
    consistencyRulesOf(definition),
    answerSetOf(sections, prefillFrom(sections, answers)),
    validators,
  );
  const unconfirmed = fired.find((rule) => rule.severity === 'confirm' && !confirmed.has(rule.id));
  if (unconfirmed) throw fail(400, 'unconfirmed contradiction', { field: unconfirmed.id });
  const review = fired.filter((rule) => rule.severity === 'review').map((rule) => rule.id);
  return {
    id: definition.id,
    version: definition.version,
    confirmed: fired.filter((rule) => rule.severity === 'confirm').map((rule) => rule.id),
    review,
    adviser_review_within_working_days: review.length > 0 ? definition.adviserReview.withinWorkingDays : null,
  };
}
