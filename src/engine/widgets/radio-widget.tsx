import { enumOptionSelectedValue, enumOptionValueDecoder, getOptionValueFormat } from '@rjsf/utils';
import { type ChangeEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { pathOfFieldId } from '../renderer/visible-errors';
import { ChoiceGroup } from './choice-group';
import type { EngineWidgetProps } from './types';
import { useTransitionChange } from './use-transition-change';

/**
 * RJSF's MUI radio group with the same behaviour, made of the browser's own radios (see ChoiceOption): the shared
 * `name` moves and chooses with the arrow keys, and choosing re-renders nothing before the frame that shows it.
 * MUI's RadioGroup would re-render every answer of the question through its context.
 */
export function RadioWidget(props: EngineWidgetProps) {
  const { id, options, value } = props;
  const format = getOptionValueFormat(options);
  const { pending } = props.registry.formContext;
  // The browser shows the chosen answer by itself (uncontrolled inputs, see ChoiceOption); the form hears of it
  // after the paint, in a transition (see useTransitionChange).
  const {
    shown,
    change,
    latest: latestChoice,
    generation,
  } = useTransitionChange<unknown>(pathOfFieldId(id), value, props.onChange, pending, { uncontrolled: true });
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
  const handleSelect = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => change(decode(event.target.value)),
    [change, decode],
  );
  const isChecked = (_value: unknown, encoded: string) => String(selected) === encoded;

  return (
    <ChoiceGroup
      field={props}
      type="radio"
      isChecked={isChecked}
      resync={generation}
      onSelect={handleSelect}
      latestValue={latestChoice}
      pending={pending}
    />
  );
}
