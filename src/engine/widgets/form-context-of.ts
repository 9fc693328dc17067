import type { EngineFormContext } from './form-context';

interface WithFormContext {
  registry?: { formContext?: unknown };
  formContext?: unknown;
}

/** The engine's form context of a widget: RJSF 6 passes it in `registry.formContext` (a `formContext` prop also
 * counts). */
export function formContextOf(props: WithFormContext): EngineFormContext {
  const context = props.registry?.formContext ?? props.formContext;
  return context && typeof context === 'object' ? (context as EngineFormContext) : {};
}
