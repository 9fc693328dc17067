import { type DefinitionData, createDefinitionValidator } from '../../engine';
import { draftStore } from '../shared/draft-store';
import type { RuntimeDefinition } from '../shared/definitions-runtime/types';

/**
 * Whether the session's draft of the step is complete (every consent given, every agreement that applies signed), by
 * the version shown: then only the contract call is left, and the page offers its button at once.
 */
export function isSignedInDraft(step: RuntimeDefinition, context: DefinitionData): boolean {
  const { schema } = step.definition;
  const validator = createDefinitionValidator<DefinitionData>(step.validateFns, schema);
  return validator.isValid(schema, { ...draftStore.get(step.definition.id), ...context }, schema);
}
