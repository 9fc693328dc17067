import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { DefinitionData } from '../renderer/definition-data';
import type { EngineFormContext } from './form-context';

/** The props every engine widget receives from RJSF (form data of the renderer, the engine's form context). */
export type EngineWidgetProps = WidgetProps<DefinitionData, RJSFSchema, EngineFormContext>;
