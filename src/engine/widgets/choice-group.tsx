import { FormGroup, FormLabel } from '@mui/material';
import { ariaDescribedByIds, enumOptionValueEncoder, getOptionValueFormat, labelValue, optionId } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { ChoiceOption } from './choice-option';
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
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A question's answers as native radios or checkboxes (ChoiceOption), in RJSF's MUI layout. The question names
 * the group (`aria-labelledby`): RJSF's label points with `for` at the group's div, which a label cannot name,
 * so a screen reader read the answers without their question.
 */
export function ChoiceGroup({ field, type, isChecked, resync, onSelect, onBlur, onFocus }: ChoiceGroupProps) {
  const { id, htmlName, options, required, disabled, readonly, label, hideLabel } = field;
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
        onBlur={onBlur}
        onFocus={onFocus}
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
