import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema, TemplatesType } from '@rjsf/utils';
import type { CheckName, CrossCheck } from '../checks';
import type { DefinitionData } from '../renderer/definition-data';
import type { EngineFormContext } from '../widgets/form-context';

/**
 * Everything the renderer draws and checks a definition with, in one object: the widgets a definition may name in
 * `ui:widget` (beside RJSF's MUI theme's own), the field templates, the named string formats its validator knows,
 * and the cross-field checks it may name in `checks`. A screen picks a theme, not a widget map.
 */
export interface EngineTheme {
  widgets: RegistryWidgetsType<DefinitionData, RJSFSchema, EngineFormContext>;
  /** Fields a definition may name in `ui:field`: composite controls that draw a whole object or list themselves. */
  fields?: RegistryFieldsType<DefinitionData, RJSFSchema, EngineFormContext>;
  templates: Partial<TemplatesType<DefinitionData, RJSFSchema, EngineFormContext>>;
  formats: Readonly<Record<string, (value: string) => boolean>>;
  checks: Readonly<Record<CheckName, CrossCheck>>;
}
