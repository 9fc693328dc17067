import { type DefinitionData, createDefinitionValidator } from '../../engine';
import { draftStore } from '../shared/draft-store';
import type { StepDefinition } from './step-definition';

/**
 * Whether the session's draft of the step is complete (every consent given, every agreement that applies signed), by
 * the bundled definition: then only the contract call is left, and the page offers its button at once.
 */
export function isSignedInDraft(step: StepDefinition, context: DefinitionData): boolean {
  const { schema } = step.definition;
  const validator = createDefinitionValidator<DefinitionData>(step.validateFns, schema);
  return validator.isValid(schema, { ...draftStore.get(step.definition.id), ...context }, schema);
}
