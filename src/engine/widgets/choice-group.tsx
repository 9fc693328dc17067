import { FormGroup, FormLabel } from '@mui/material';
import { ariaDescribedByIds, enumOptionValueEncoder, getOptionValueFormat, labelValue, optionId } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { ChoiceOption } from './choice-option';
import type { PendingChanges } from './pending-changes';
import type { EngineWidgetProps } from './types';

export interface ChoiceGroupProps {
  /** The widget's props from RJSF (id, label, options, disabled…). */
  field: EngineWidgetProps;
  type: 'radio' | 'checkbox';
  /** Whether the answer with this encoded value (and this place) is chosen. */
  isChecked: (value: unknown, encoded: string) => boolean;
  /** Changes when the field takes a value from the form: every answer's input is checked again (ChoiceOption). */
  resync: number;
  onSelect: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The latest answer, which may still wait to be handed over: what the form's onFocus and onBlur are told. */
  latestValue: () => unknown;
  /** The form's waiting changes, handed over when the focus leaves the question. */
  pending: PendingChanges | undefined;
}

/** The focus moving from answer to answer (arrow keys, Tab): neither coming to the question nor leaving it. */
const withinGroup = (event: FocusEvent<HTMLElement>) =>
  event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);

/**
 * A question's answers as native radios or checkboxes (ChoiceOption), in RJSF's MUI layout. The question names
 * the group (`aria-labelledby`): RJSF's label points with `for` at the group's div, which a label cannot name,
 * so a screen reader read the answers without their question. The form hears of the focus only when it comes to
 * the question or leaves it, with the changes still waiting handed over first.
 */
export function ChoiceGroup({ field, type, isChecked, resync, onSelect, latestValue, pending }: ChoiceGroupProps) {
  const { id, htmlName, options, required, disabled, readonly, label, hideLabel } = field;
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (withinGroup(event)) return;
    pending?.flushAll();
    field.onBlur(id, latestValue());
  };
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    if (!withinGroup(event)) field.onFocus(id, latestValue());
  };
  const { enumOptions, enumDisabled } = options;
  const format = getOptionValueFormat(options);
  const labelId = `${id}__label`;
  return (
    <>
      {labelValue(
        <FormLabel required={required} id={labelId}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <FormGroup
        role={type === 'radio' ? 'radiogroup' : 'group'}
        id={id}
        aria-labelledby={label && !hideLabel ? labelId : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        row={options.inline === true}
        onBlur={handleBlur}
        onFocus={handleFocus}
        className={type === 'radio' ? 'MuiRadioGroup-root' : undefined}
      >
        {(enumOptions ?? []).map((option, index) => {
          const encoded = enumOptionValueEncoder(option.value, index, format);
          const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
          return (
            <ChoiceOption
              key={String(option.value)}
              type={type}
              id={optionId(id, index)}
              name={htmlName || id}
              value={encoded}
              index={index}
              label={option.label}
              checked={isChecked(option.value, encoded)}
              resync={resync}
              disabled={Boolean(disabled || itemDisabled || readonly)}
              onSelect={onSelect}
            />
          );
        })}
      </FormGroup>
    </>
  );
}
