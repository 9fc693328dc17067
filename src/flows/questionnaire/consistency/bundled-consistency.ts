import { definition, validators } from 'virtual:consistency-validators.js';
import { consistencyRulesOf } from '../../../definition/consistency/consistency-rules';
import type {
  ConsistencyDefinition,
  ConsistencyRule,
  ConsistencyValidators,
} from '../../../definition/consistency/types';

/** A version of the consistency rules, ready to evaluate: bundled, or a published module (published-consistency.ts). */
export interface ConsistencyRules {
  definition: ConsistencyDefinition;
  rules: readonly ConsistencyRule[];
  validators: ConsistencyValidators;
}

/**
 * The questionnaire's consistency rules bundled with the app (schemas/questionnaire/consistency.json) and their
 * conditions precompiled at build (build/vite-plugin-consistency-validators.ts): no generated code runs in the page.
 */
export const bundledConsistency: ConsistencyRules = { definition, rules: consistencyRulesOf(definition), validators };
