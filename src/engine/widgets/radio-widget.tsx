import { FormGroup, FormLabel } from '@mui/material';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  optionId,
} from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { pathOfFieldId } from '../renderer/visible-errors';
import { formContextOf } from './form-context-of';
import { ChoiceOption } from './choice-option';
import type { EngineWidgetProps } from './types';
import { useTransitionChange } from './use-transition-change';

/**
 * RJSF's MUI radio group with the same behaviour, but each answer told explicitly whether it is checked instead
 * of reading the group's value from MUI's RadioGroup context: with the context, choosing an answer re-renders
 * every answer of the question; here only the one left and the one chosen (see ChoiceOption). The browser's own
 * radio group (the shared `name`) moves and chooses with the arrow keys.
 */
export function RadioWidget(props: EngineWidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, label, hideLabel } = props;
  const { enumOptions, enumDisabled } = options;
  const format = getOptionValueFormat(options);
  const { pending } = formContextOf(props);
  // The chosen answer shows at once; the form hears of it in a transition (see useTransitionChange).
  const { shown, change } = useTransitionChange<unknown>(pathOfFieldId(id), value, props.onChange, pending);
  const selected: unknown = enumOptionSelectedValue(shown, enumOptions, false, format, '');
  const name = htmlName || id;
  const labelId = `${id}__label`;

  // The handlers read the latest props, so they stay the same functions and the answers need not re-render.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const decode = useCallback((raw: string) => {
    const { options: current } = latest.current;
    return enumOptionValueDecoder(raw, current.enumOptions, getOptionValueFormat(current), current.emptyValue);
  }, []);
  const handleSelect = useCallback((event: ChangeEvent<HTMLInputElement>) => change(decode(event.target.value)), [change, decode]);
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      // Arrow keys move the focus from answer to answer: only leaving the question tells the form at once.
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) pending?.flushAll();
      latest.current.onBlur(latest.current.id, decode(event.target.value));
    },
    [decode, pending],
  );
  const handleFocus = useCallback((event: FocusEvent<HTMLInputElement>) => latest.current.onFocus(latest.current.id, decode(event.target.value)), [decode]);

  return (
    <>
      {labelValue(
        <FormLabel required={required} id={labelId}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      {/* The question names the group (a `for` on the label would point at a div, which a label cannot name). */}
      <FormGroup
        role="radiogroup"
        id={id}
        aria-labelledby={label && !hideLabel ? labelId : undefined}
        row={options.inline === true}
        onBlur={handleBlur}
        onFocus={handleFocus}
        aria-describedby={ariaDescribedByIds(id)}
        className="MuiRadioGroup-root"
      >
        {(enumOptions ?? []).map((option, index) => {
          const encoded = enumOptionValueEncoder(option.value, index, format);
          const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
          return (
            <ChoiceOption
              type="radio"
              key={String(option.value)}
              id={optionId(id, index)}
              name={name}
              value={encoded}
              label={option.label}
              checked={String(selected) === encoded}
              disabled={Boolean(disabled || itemDisabled || readonly)}
              onSelect={handleSelect}
            />
          );
        })}
      </FormGroup>
    </>
  );
}
