import { enumOptionSelectedValue, enumOptionValueDecoder, getOptionValueFormat } from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { pathOfFieldId } from '../renderer/visible-errors';
import { ChoiceGroup } from './choice-group';
import { formContextOf } from './form-context-of';
import type { EngineWidgetProps } from './types';
import { useTransitionChange } from './use-transition-change';

/**
 * RJSF's MUI radio group with the same behaviour, but each answer told explicitly whether it is checked instead
 * of reading the group's value from MUI's RadioGroup context: with the context, choosing an answer re-renders
 * every answer of the question; here only the one left and the one chosen (see ChoiceOption). The browser's own
 * radio group (the shared `name`) moves and chooses with the arrow keys.
 */
export function RadioWidget(props: EngineWidgetProps) {
  const { id, options, value } = props;
  const format = getOptionValueFormat(options);
  const { pending } = formContextOf(props);
  // The chosen answer shows at once; the form hears of it in a transition (see useTransitionChange).
  const { shown, change } = useTransitionChange<unknown>(pathOfFieldId(id), value, props.onChange, pending);
  const selected: unknown = enumOptionSelectedValue(shown, options.enumOptions, false, format, '');

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
    (event: FocusEvent<HTMLElement>) => {
      // Arrow keys move the focus from answer to answer: only leaving the question tells the form at once.
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) pending?.flushAll();
      latest.current.onBlur(latest.current.id, decode((event.target as HTMLInputElement).value));
    },
    [decode, pending],
  );
  const handleFocus = useCallback((event: FocusEvent<HTMLElement>) => latest.current.onFocus(latest.current.id, decode((event.target as HTMLInputElement).value)), [decode]);
  const isChecked = (_value: unknown, encoded: string) => String(selected) === encoded;

  return <ChoiceGroup field={props} type="radio" isChecked={isChecked} onSelect={handleSelect} onBlur={handleBlur} onFocus={handleFocus} />;
}
