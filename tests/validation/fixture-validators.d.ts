// The validation tests' own definitions (tests/validation/fixtures), compiled by the second instance of
// build/vite-plugin-validators.ts that vite.config.ts adds in test mode.
declare module 'virtual:fixture-validators.js' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  export const validators: Readonly<Record<string, ValidatorFunctions>>;
  export const definitionIds: readonly string[];
}
