import type { RegistryFieldsType, RJSFSchema } from '@rjsf/utils';
import type { DefinitionData } from '../renderer/definition-data';
import type { EngineFormContext } from '../widgets/form-context';
import { DocumentListField } from './document-list/document-list-field';
import { SignWithCodeField } from './sign-with-code/sign-with-code-field';
import { StrategyPickerField } from './strategy-picker/strategy-picker-field';

/** The engine's composite fields, by the name a definition gives in `ui:field`. */
export const fields = {
  strategyPicker: StrategyPickerField,
  signWithCode: SignWithCodeField,
  documentList: DocumentListField,
} satisfies RegistryFieldsType<DefinitionData, RJSFSchema, EngineFormContext>;

export type FieldName = keyof typeof fields;

/** Every name a definition may give in `ui:field` (the meta-schema's `fieldName` enum lists the same). */
export const fieldNames: readonly string[] = Object.keys(fields);
