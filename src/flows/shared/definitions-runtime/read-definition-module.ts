import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import {
  type DefinitionModule,
  PUBLICATION_FORMAT,
  type PublishedTexts,
} from '../../../definition/publication/publication-contract';
import { validatorRuntime } from '../../../definition/publication/validator-runtime';
import type { Definition } from '../../../engine';

/** What the app takes of a published module (src/definition/publication: DefinitionModule). */
export interface PublishedDefinition {
  sha256: string;
  definition: Definition;
  texts: PublishedTexts;
  validateFns: ValidatorFunctions;
}

/**
 * A published module's exports as the app uses them, its validators created with the app's own AJV helpers and
 * formats; undefined when the module is not of the contract's format.
 */
export function readDefinitionModule(exports: Record<string, unknown>): PublishedDefinition | undefined {
  const module = exports as Partial<DefinitionModule>;
  if (
    module.format !== PUBLICATION_FORMAT ||
    typeof module.sha256 !== 'string' ||
    typeof module.createValidators !== 'function' ||
    !module.definition ||
    !module.texts
  )
    return undefined;
  return {
    sha256: module.sha256,
    definition: module.definition as unknown as Definition,
    texts: module.texts,
    validateFns: module.createValidators(validatorRuntime) as unknown as ValidatorFunctions,
  };
}
