// The modules served by build/vite-plugin-validators.ts (build, dev server and Vitest alike).

/** Every definition's precompiled validators, by definition id (`schemas/steps/*.json`,
 * `schemas/questionnaire/*.json`). */
declare module 'virtual:definition-validators.js' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** definition id -> its validate functions, keyed by schema hash (`hashForSchema`), the root schema's among them. */
  export const validators: Readonly<Record<string, ValidatorFunctions>>;
  /** The ids of the compiled definitions. */
  export const definitionIds: readonly string[];
}

/** One definition's precompiled validators alone (`virtual:definition-validators/registration.js`), for a lazily loaded
 * screen. */
declare module 'virtual:definition-validators/*' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  const validateFns: ValidatorFunctions;
  export default validateFns;
}

/** The questionnaire sections' precompiled validators alone (schemas/questionnaire/*.json), by definition id. */
declare module 'virtual:questionnaire-validators.js' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  export const validators: Readonly<Record<string, ValidatorFunctions>>;
  export const definitionIds: readonly string[];
}

/** The questionnaire sections' validators, each loaded when its section is shown (schemas/questionnaire/*.json). */
declare module 'virtual:questionnaire-validator-loaders.js' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** definition id -> loads that definition's validate functions. */
  export const loaders: Readonly<Record<string, () => Promise<ValidatorFunctions>>>;
}

/** One questionnaire section's validators, the chunk `loaders` fetches. */
declare module 'virtual:questionnaire-validator-loaders/*' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  const validateFns: ValidatorFunctions;
  export default validateFns;
}
