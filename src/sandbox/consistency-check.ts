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
import { bundledIdentity, namedDefinition } from './published-scoring.ts';
import type { Services } from './services.ts';

/** The rules' id in the registry and the publication store (schemas/questionnaire/consistency.json). */
export const CONSISTENCY_ID = 'questionnaire-consistency';

/** What the provider keeps of the check with the answers. */
export interface KeptConsistency {
  id: string;
  version: string;
  /**
   * The SHA-256 of the rules evaluated (issue 21): the version the app named in `consistency.definition_sha256`, or
   * the bundled rules' when it named none; null when the rules file is not a registry definition.
   */
  definition_sha256?: string | null;
  /** The `confirm` rules that fired and the client confirmed. */
  confirmed: string[];
  /** The `review` rules that fired: the answers wait for an adviser. */
  review: string[];
  /** When an adviser looks at answers a review rule marked (the definition's `adviserReview`), null when none did. */
  adviser_review_within_working_days: number | null;
}

const compiled = new Map<string, ConsistencyValidators>();

interface Rules {
  definition: ConsistencyDefinition;
  validators: ConsistencyValidators;
}

/** A rules definition with its conditions compiled (kept while its JSON stays the same). */
function rulesOf(definition: ConsistencyDefinition): Rules {
  const text = JSON.stringify(definition);
  let validators = compiled.get(text);
  if (!validators) {
    validators = ruleValidators(consistencyRulesOf(definition));
    compiled.set(text, validators);
  }
  return { definition, validators };
}

/** The rules file of a schemas folder and its compiled conditions. */
function loadRules(schemasDir: string): Rules | null {
  let text: string;
  try {
    text = readFileSync(join(schemasDir, 'questionnaire', 'consistency.json'), 'utf8');
  } catch {
    return null; // a provider without consistency rules checks nothing
  }
  const definition: unknown = JSON.parse(text);
  return isConsistencyDefinition(definition) ? rulesOf(definition) : null;
}

/** The sections of a schemas folder, as the answer set reads them. */
const folderSections = (schemasDir: string) =>
  readJsonFolder(join(schemasDir, 'questionnaire')).filter(
    (section) => isObject(section) && section.kind === 'questionnaire-section',
  );

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
 * The check with exactly the rules the request names (issue 21): `consistency.definition_sha256` (with its
 * `version`) names a version of the rules bundled or published by the store, evaluated on the section versions the
 * answers were given on (`sections`; the folder's by default). A hash never published, of another definition or
 * scheduled for later is a 400 naming `consistency` (published-scoring.ts: namedDefinition). Without a hash, the
 * bundled rules, as before, kept with their hash.
 */
export async function checkNamedConsistency(
  services: Services,
  fields: Readonly<Record<string, string>>,
  answers: readonly QuestionnaireAnswer[],
  sections: readonly unknown[] = folderSections(services.schemasDir),
): Promise<KeptConsistency | null> {
  const confirmed = confirmedIn(fields);
  const named = await namedDefinition(services, fields, 'consistency', CONSISTENCY_ID);
  if (named) {
    if (!isConsistencyDefinition(named.definition)) throw fail(400, 'unknown definition', { field: 'consistency' });
    const kept = evaluate(rulesOf(named.definition), sections, confirmed, answers);
    return { ...kept, definition_sha256: named.identity.sha256 };
  }
  const rules = loadRules(services.schemasDir);
  if (!rules) return null;
  const kept = evaluate(rules, sections, confirmed, answers);
  return { ...kept, definition_sha256: (await bundledIdentity(services, rules.definition.id))?.sha256 ?? null };
}

function evaluate(
  { definition, validators }: Rules,
  definitions: readonly unknown[],
  confirmed: ReadonlySet<string>,
  answers: readonly QuestionnaireAnswer[],
): KeptConsistency {
  const sections = definitions.flatMap((section) =>
    isObject(section) && typeof section.id === 'string' ? [{ id: section.id, schema: section.schema }] : [],
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
