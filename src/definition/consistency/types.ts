/**
 * The questionnaire's consistency rules (schemas/questionnaire/consistency.json, kind `consistency`): contradictions
 * in the answers as a whole, which ESMA's suitability guidelines ask a firm to catch and resolve with the client
 * (ESMA35-43-3172 guideline 4, paras 49 and 51). Described for editors by schemas/meta/definition.schema.json.
 */
import type { JSONSchema7 } from 'json-schema';

/** `confirm`: the client changes an answer or confirms with a tick; `review`: the answers go marked for an adviser. */
export type ConsistencySeverity = 'confirm' | 'review';

export interface ConsistencyRule {
  /** Kebab-case, unique in the file; what the provider receives when the rule fires. */
  id: string;
  severity: ConsistencySeverity;
  /** i18n keys: the contradiction's heading, its explanation in plain words, the tick's label (confirm only). */
  title: string;
  text: string;
  confirm?: string;
  /** The question slugs it concerns (linked from the contradictions screen). */
  questions: string[];
  /** The regulation or guideline the rule implements, e.g. "ESMA35-43-3172 para 51". */
  reference: string;
  /** JSON Schema over the answer set: the rule fires when the answers match it. */
  when: JSONSchema7;
}

export interface ConsistencyDefinition {
  $schema?: string;
  id: string;
  version: string;
  kind: 'consistency';
  /** i18n keys of the contradictions screen's heading and introduction. */
  title: string;
  description?: string;
  /** When an adviser looks at answers a review rule marked, as the evaluation page tells the client. */
  adviserReview: { withinWorkingDays: number; notice: string };
  rules: ConsistencyRule[];
}

/**
 * Every section's answers as one object, as the rules read them (and golden sets write them): question slug -> the
 * chosen value, or the list of values of a multiple choice; an answer's free text under its field's name.
 */
export type AnswerSet = Readonly<Record<string, string | readonly string[]>>;

/** A rule's condition as a validate function (precompiled at build, or compiled at run time in Node and the studio). */
export type RuleValidator = (answers: unknown) => boolean;

/** Validate functions by `ruleKey` (id and condition): a condition edited since compiling is never evaluated stale. */
export type ConsistencyValidators = Readonly<Record<string, RuleValidator>>;

/**
 * What the provider receives with the answers (form field `consistency`, src/sandbox/README.md): the rules file's id,
 * version and hash, the `confirm` rules the client confirmed with a tick, and the `review` rules that fired.
 */
export interface ConsistencyOutcome {
  id: string;
  version: string;
  /** SHA-256 of the exact rules version evaluated, as the registry knows it (issue 21; sent by the questionnaire). */
  definition_sha256?: string;
  confirmed: string[];
  review: string[];
}
