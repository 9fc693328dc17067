import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { Definition } from '../../../engine';

/** What a submission names a definition by (issue 21): the version it states and the registry's SHA-256. */
export interface DefinitionIdentity {
  version: string;
  sha256: string;
}

/** A published module's address and the subresource-integrity hash the browser checks before it runs. */
export interface ModuleAddress {
  url: string;
  integrity: string;
}

/**
 * The version of one definition a screen (or a whole questionnaire, pinned at its start) uses: a module of the
 * publication store, or the definition bundled with the app (no `module`).
 */
export interface ChosenDefinition extends DefinitionIdentity {
  id: string;
  module?: ModuleAddress;
}

/** A definition's texts per language, i18n key -> text, as a published module carries them. */
export type DefinitionTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A definition ready for a form: the JSON, its precompiled validators and (published) its texts. */
export interface RuntimeDefinition {
  chosen: ChosenDefinition;
  definition: Definition;
  validateFns: ValidatorFunctions;
}
