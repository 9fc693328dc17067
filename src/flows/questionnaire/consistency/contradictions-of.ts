import { answerSetOf } from '../../../definition/consistency/answer-set';
import { evaluateConsistency } from '../../../definition/consistency/evaluate-consistency';
import type { ConsistencyRule } from '../../../definition/consistency/types';
import type { DefinitionData } from '../../../engine';
import { sections } from '../sections';
import { bundledConsistency, type ConsistencyRules } from './bundled-consistency';

/** The consistency rules the answers of every section break, in the rules file's order (the bundled unless given). */
export function contradictionsOf(
  answers: Readonly<Record<string, DefinitionData | undefined>>,
  { rules, validators }: ConsistencyRules = bundledConsistency,
): ConsistencyRule[] {
  return evaluateConsistency(rules, answerSetOf(sections, answers), validators);
}
