import { ruleKey } from './rule-key.ts';
import type { AnswerSet, ConsistencyOutcome, ConsistencyRule, ConsistencyValidators } from './types.ts';

/**
 * The rules an answer set breaks, in the definition's order. Throws when a rule has no validate function for its
 * current condition: evaluating an older condition, or none, would let a contradiction through unseen.
 */
export function evaluateConsistency(
  rules: readonly ConsistencyRule[],
  answers: AnswerSet,
  validators: ConsistencyValidators,
): ConsistencyRule[] {
  return rules.filter((rule) => {
    const validate = validators[ruleKey(rule)];
    if (!validate) throw new Error(`consistency rule "${rule.id}" has no validator compiled from its condition`);
    return validate(answers);
  });
}

/**
 * What the provider receives: the fired `confirm` rules the client ticked (only those still firing count) and every
 * fired `review` rule.
 */
export function consistencyOutcome(
  definition: { id: string; version: string },
  fired: readonly ConsistencyRule[],
  ticked: ReadonlySet<string>,
): ConsistencyOutcome {
  return {
    id: definition.id,
    version: definition.version,
    confirmed: fired.filter((rule) => rule.severity === 'confirm' && ticked.has(rule.id)).map((rule) => rule.id),
    review: fired.filter((rule) => rule.severity === 'review').map((rule) => rule.id),
  };
}
