// The engine's public surface: everything outside src/engine imports the engine from here only (a lint zone in
// eslint.config.js refuses deep imports), so its modules can move and change behind it as a published package's
// would. Engine tests may import its modules directly.

// The definition format (its home is the definition core).
export type * from './definition/types';

// The renderer.
export { DefinitionForm, type DefinitionFormProps } from './renderer/definition-form';
export type { DefinitionData } from './renderer/definition-data';
export { withExplicitDefaults } from './renderer/explicit-defaults';
/** The id the form gives the field of a data path (`field__a9`): to focus or link to a question from outside. */
export { fieldId } from './renderer/visible-errors';
/** The id of a definition's form element: a button outside it submits it with `form={definitionFormId(id)}`. */
export { definitionFormId } from './renderer/visible-errors';

// Themes: widgets, templates, formats and checks in one object per kind of form.
export type { EngineTheme } from './theme/types';
export { createEngineTheme } from './theme/create-engine-theme';
export { engineTheme } from './theme/engine-theme';
export { questionnaireTheme } from './theme/questionnaire-theme';
export { strategiesTheme } from './theme/strategies-theme';
export { contractsTheme } from './theme/contracts-theme';
export { registryTheme } from './theme/registry-theme';
export { type WidgetName, widgetNames, widgets } from './widgets';
export { type FieldName, fieldNames, fields } from './fields';
export type { StrategyOption, StrategyPickerContext } from './fields/strategy-picker/strategy-option';
export { type StrategyItem, itemsOf } from './fields/strategy-picker/strategy-item';
export type { CodeKind, CountryOption, EngineFormContext } from './widgets/form-context';
export { SignWithCodeControls, type SignWithCodeControlsProps } from './fields/sign-with-code/sign-with-code-controls';
export type {
  SignCodeChannel,
  SigningContext,
  SigningEndpoints,
  SigningPress,
  SignWithCodeTexts,
  VerifyOutcome,
} from './fields/sign-with-code/signing-context';
export type { DocumentLink, DocumentListState, UseDocumentList } from './fields/document-list/document-list';
export type { EngineWidgetProps } from './widgets/types';
export { type CheckName, type CrossCheck, checks } from './checks';

// What the app uses beside the form: the file store of uploads, the code cooldown, EUR amounts.
export { FileStore } from './files/file-store';
export { RESEND_COOLDOWN_SECONDS } from './widgets/code-request-widget';
export { useCooldown } from './widgets/use-cooldown';
// A field's label above it, where it wraps (also the studio's own forms).
export { LabelAbove } from './widgets/label-above';
export { formatEurAmount } from './values/format-eur-amount';
export { formatFileSize } from './values/format-file-size';
export { parseEurAmount } from './values/parse-eur-amount';
/** Work that must not hold back the next frame: the shell's footer after a new screen's (issue 24). */
export { afterNextPaint } from './widgets/after-next-paint';
export { BusySpinner } from './widgets/busy-spinner';
/** Work that must wait for a pressed pointer's release (what moves the page under it makes the click miss). */
export { afterPointerRelease, watchPointerPress } from './renderer/pointer-press';

// Validation: the definition validators (their home is the definition core; see src/engine/validation).
export * from './validation';
