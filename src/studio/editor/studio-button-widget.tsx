import type { WidgetProps } from '@rjsf/utils';

/**
 * A button in an engine form (add an answer, remove one): a yes/no field whose only change is a press, which the
 * form's change handler turns into the edit. `ui:options.text` is what it says; the field's label names it.
 */
export function StudioButtonWidget({ id, label, options, disabled, readonly, onChange }: WidgetProps) {
  const text = typeof options.text === 'string' ? options.text : label;
  return (
    <button
      type="button"
      id={id}
      className={`studio-button${options.danger ? ' danger' : ''}`}
      aria-label={label !== text ? label : undefined}
      disabled={disabled || readonly}
      onClick={() => onChange(true)}
    >
      {text}
    </button>
  );
}
