import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { loadValidatorRuntime } from '../../../definition/publication/load-validator-runtime';
import {
  type DefinitionModule,
  PUBLICATION_FORMAT,
  type PublishedTexts,
  type ValidatorRuntime,
} from '../../../definition/publication/publication-contract';
import type { Definition } from '../../../engine';

/** What the app takes of a published module (src/definition/publication: DefinitionModule). */
export interface PublishedDefinition {
  sha256: string;
  definition: Definition;
  texts: PublishedTexts;
  validateFns: ValidatorFunctions;
}

/** Where the validators' runtime comes from: the app's own chunks, only the parts the module names. */
export type RuntimeLoader = (specifiers: readonly string[]) => Promise<ValidatorRuntime>;

/**
 * A published module's exports as the app uses them, its validators created with the app's own AJV helpers and
 * formats (only those its `validatorImports` name are fetched); undefined when the module is not of the contract's
 * format.
 */
export async function readDefinitionModule(
  exports: Record<string, unknown>,
  loadRuntime: RuntimeLoader = loadValidatorRuntime,
): Promise<PublishedDefinition | undefined> {
  const module = exports as Partial<DefinitionModule>;
  if (
    module.format !== PUBLICATION_FORMAT ||
    typeof module.sha256 !== 'string' ||
    typeof module.createValidators !== 'function' ||
    !Array.isArray(module.validatorImports) ||
    !module.definition ||
    !module.texts
  )
    return undefined;
  const runtime = await loadRuntime(module.validatorImports);
  return {
    sha256: module.sha256,
    definition: module.definition as unknown as Definition,
    texts: module.texts,
    validateFns: module.createValidators(runtime) as unknown as ValidatorFunctions,
  };
}
