import { isObject } from '../json-object.ts';
import type { ConsistencyDefinition, ConsistencyRule } from './types.ts';

/** Is this parsed definition the consistency rules (kind `consistency`)? */
export const isConsistencyDefinition = (definition: unknown): definition is ConsistencyDefinition =>
  isObject(definition) && definition.kind === 'consistency';

/**
 * The rules of a consistency definition that have the shape the evaluation needs (an id, a severity and an object
 * condition), in file order; the meta-schema reports the others. None for any other definition.
 */
export function consistencyRulesOf(definition: unknown): ConsistencyRule[] {
  if (!isConsistencyDefinition(definition) || !Array.isArray(definition.rules)) return [];
  return definition.rules.filter(
    (rule): rule is ConsistencyRule =>
      isObject(rule) &&
      typeof rule.id === 'string' &&
      (rule.severity === 'confirm' || rule.severity === 'review') &&
      isObject(rule.when),
  );
}
