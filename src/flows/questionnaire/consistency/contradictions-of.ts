import { answerSetOf } from '../../../definition/consistency/answer-set';
import { evaluateConsistency } from '../../../definition/consistency/evaluate-consistency';
import type { ConsistencyRule } from '../../../definition/consistency/types';
import type { Definition, DefinitionData } from '../../../engine';
import type { ConsistencyRules } from './bundled-consistency';

/**
 * The consistency rules the answers of every section break, in the rules file's order: the answers read with the
 * sections' versions the person answered (their schemas say which answers are choices and which free texts).
 */
export function contradictionsOf(
  answers: Readonly<Record<string, DefinitionData | undefined>>,
  { rules, validators }: ConsistencyRules,
  sections: readonly Definition[],
): ConsistencyRule[] {
  return evaluateConsistency(rules, answerSetOf(sections, answers), validators);
}
