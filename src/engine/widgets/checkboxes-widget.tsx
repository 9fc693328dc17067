import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue } from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { pathOfFieldId } from '../renderer/visible-errors';
import { ChoiceGroup } from './choice-group';
import { formContextOf } from './form-context-of';
import type { EngineWidgetProps } from './types';
import { useTransitionChange } from './use-transition-change';

/**
 * A multiple choice: RJSF's MUI checkbox group as a ChoiceGroup (named by its question, native checkboxes each
 * re-rendered only when its own state changes), the form told after the next paint (useTransitionChange), as the
 * radio group does.
 */
export function CheckboxesWidget(props: EngineWidgetProps) {
  const { id, value } = props;
  const { pending } = formContextOf(props);
  const { shown, change } = useTransitionChange<unknown>(pathOfFieldId(id), value, props.onChange, pending);
  const selected: unknown[] = Array.isArray(shown) ? shown : [];

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

  const isChecked = (option: unknown) => enumOptionsIsSelected(option, selected);
  return <ChoiceGroup field={props} type="checkbox" isChecked={isChecked} onSelect={handleToggle} onBlur={handleBlur} onFocus={handleFocus} />;
}
