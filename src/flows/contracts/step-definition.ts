import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { Definition } from '../../engine';

/** The contracts step's definition and its precompiled validators (`virtual:definition-validators/contracts.js`). */
export interface StepDefinition {
  definition: Definition;
  validateFns: ValidatorFunctions;
}
