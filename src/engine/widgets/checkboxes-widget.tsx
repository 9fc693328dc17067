import { FormGroup, FormLabel } from '@mui/material';
import {
  ariaDescribedByIds,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  optionId,
} from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { pathOfFieldId } from '../renderer/visible-errors';
import { ChoiceOption } from './choice-option';
import { formContextOf } from './form-context-of';
import type { EngineWidgetProps } from './types';
import { useTransitionChange } from './use-transition-change';

/**
 * A multiple choice: RJSF's MUI checkbox group, with two changes.
 * - The question names the group (`role="group"`, `aria-labelledby`): RJSF's label points with `for` at the
 *   group's div, which a label cannot name, so a screen reader read the answers without their question.
 * - Native checkboxes (ChoiceOption), each re-rendered only when its own state changes, the form told after the
 *   next paint (useTransitionChange), as the radio group does.
 */
export function CheckboxesWidget(props: EngineWidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, label, hideLabel } = props;
  const { enumOptions, enumDisabled } = options;
  const format = getOptionValueFormat(options);
  const { pending } = formContextOf(props);
  const { shown, change } = useTransitionChange<unknown>(pathOfFieldId(id), value, props.onChange, pending);
  const selected: unknown[] = Array.isArray(shown) ? shown : [];
  const labelId = `${id}__label`;

  const latest = useRef({ props, selected });
  useLayoutEffect(() => {
    latest.current = { props, selected };
  });
  const handleToggle = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { props: current, selected: before } = latest.current;
      const index = Number(event.target.dataset.index);
      const list = current.options.enumOptions;
      change(event.target.checked ? enumOptionsSelectValue(index, before, list) : enumOptionsDeselectValue(index, before, list));
    },
    [change],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      // Tab moves from answer to answer: only leaving the question tells the form at once.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      pending?.flushAll();
      latest.current.props.onBlur(latest.current.props.id, latest.current.selected);
    },
    [pending],
  );
  const handleFocus = useCallback(() => latest.current.props.onFocus(latest.current.props.id, latest.current.selected), []);

  return (
    <>
      {labelValue(
        <FormLabel required={required} id={labelId}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <FormGroup
        role="group"
        id={id}
        aria-labelledby={label && !hideLabel ? labelId : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        row={options.inline === true}
        onBlur={handleBlur}
        onFocus={handleFocus}
      >
        {(enumOptions ?? []).map((option, index) => {
          const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
          return (
            <ChoiceOption
              key={String(option.value)}
              type="checkbox"
              id={optionId(id, index)}
              name={htmlName || id}
              value={enumOptionValueEncoder(option.value, index, format)}
              index={index}
              label={option.label}
              checked={enumOptionsIsSelected(option.value, selected)}
              disabled={Boolean(disabled || itemDisabled || readonly)}
              onSelect={handleToggle}
            />
          );
        })}
      </FormGroup>
    </>
  );
}
