// The questionnaire's consistency rules: format, answer set, evaluation, compiling and lint. The app imports the
// modules it needs (evaluate-consistency.ts, answer-set.ts) so its bundle carries no AJV.
export type * from './types.ts';
export { answerSetOf } from './answer-set.ts';
export { ANSWER_SPACE_LIMIT, answerSpace } from './answer-space.ts';
export { type ComparedValue, type ConditionReads, conditionReads } from './condition-reads.ts';
export { consistencyRulesOf, isConsistencyDefinition } from './consistency-rules.ts';
export { compileConsistencyValidators } from './compile-consistency-validators.ts';
export { consistencyOutcome, evaluateConsistency } from './evaluate-consistency.ts';
export { lintConsistency } from './lint-consistency.ts';
export { ruleKey } from './rule-key.ts';
export { compileRule, ruleAjv, ruleValidators } from './rule-validators.ts';
