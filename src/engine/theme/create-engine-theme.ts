import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import { checks } from '../checks';
import { formats } from '../formats';
import type { DefinitionData } from '../renderer/definition-data';
import { BaseInputTemplate } from '../templates/base-input-template';
import { FieldHelpTemplate } from '../templates/field-help-template';
import { FieldTemplate } from '../templates/field-template';
import { ObjectFieldTemplate } from '../templates/object-field-template';
import { CheckboxesWidget } from '../widgets/checkboxes-widget';
import type { EngineFormContext } from '../widgets/form-context';
import { RadioWidget } from '../widgets/radio-widget';
import type { EngineTheme } from './types';

const TEMPLATES = { BaseInputTemplate, FieldHelpTemplate, FieldTemplate, ObjectFieldTemplate };

/**
 * A theme with the given widgets by name, on top of what every engine form has: RJSF's radio and checkbox groups
 * replaced by ones named by their question that re-render only the answers whose state changes, the engine's
 * templates, formats and checks; `fields` adds composite fields by their `ui:field` name. Only the widgets and
 * fields named here go into the bundle of a screen that uses the theme.
 */
export function createEngineTheme(
  widgets: RegistryWidgetsType<DefinitionData, RJSFSchema, EngineFormContext>,
  fields?: RegistryFieldsType<DefinitionData, RJSFSchema, EngineFormContext>,
): EngineTheme {
  return { widgets: { RadioWidget, CheckboxesWidget, ...widgets }, fields, templates: TEMPLATES, formats, checks };
}
