// Loaded in Node and the studio (never in the app, which evaluates no generated code: see compile-consistency-…).
import Ajv from 'ajv';
import { AJV_OPTIONS } from '../validation/ajv-options.ts';
import { ruleKey } from './rule-key.ts';
import type { ConsistencyRule, ConsistencyValidators, RuleValidator } from './types.ts';

/** A fresh AJV with the core's options (strict schema: a misspelt keyword in a condition is an error, not a no-op). */
export const ruleAjv = (): Ajv => new Ajv({ ...AJV_OPTIONS });

/** One rule's condition compiled at run time. Throws when the condition does not compile. */
export function compileRule(rule: Pick<ConsistencyRule, 'when'>, ajv: Ajv = ruleAjv()): RuleValidator {
  const validate = ajv.compile(rule.when);
  return (answers) => validate(answers) === true;
}

/**
 * The rules' conditions compiled at run time (the sandbox, the lint, the studio, tests), keyed as the evaluation
 * looks them up; a rule whose condition does not compile is left out (the lint names it).
 */
export function ruleValidators(rules: readonly ConsistencyRule[]): ConsistencyValidators {
  const ajv = ruleAjv();
  const out: Record<string, RuleValidator> = {};
  for (const rule of rules) {
    try {
      out[ruleKey(rule)] = compileRule(rule, ajv);
    } catch {
      // reported by lintConsistency
    }
  }
  return out;
}
