import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue } from '@rjsf/utils';
import { type ChangeEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { pathOfFieldId } from '../renderer/visible-errors';
import { ChoiceGroup } from './choice-group';
import type { EngineWidgetProps } from './types';
import { useTransitionChange } from './use-transition-change';

/**
 * A multiple choice: RJSF's MUI checkbox group as a ChoiceGroup (named by its question, the browser's own
 * checkboxes, nothing re-rendered when one is ticked), the form told after the next paint (useTransitionChange),
 * as the radio group does.
 */
export function CheckboxesWidget(props: EngineWidgetProps) {
  const { id, value } = props;
  const { pending } = props.registry.formContext;
  // The browser ticks the box by itself (uncontrolled inputs, see ChoiceOption); the form hears of it after the
  // paint, in a transition.
  const {
    shown,
    change,
    latest: latestAnswers,
    generation,
  } = useTransitionChange<unknown>(pathOfFieldId(id), value, props.onChange, pending, { uncontrolled: true });
  const selected: unknown[] = Array.isArray(shown) ? shown : [];
  const answers = useCallback(() => {
    const current = latestAnswers();
    return Array.isArray(current) ? current : [];
  }, [latestAnswers]);

  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const handleToggle = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const index = Number(event.target.dataset.index);
      const list = latest.current.options.enumOptions;
      change(
        event.target.checked
          ? enumOptionsSelectValue(index, answers(), list)
          : enumOptionsDeselectValue(index, answers(), list),
      );
    },
    [answers, change],
  );
  const isChecked = (option: unknown) => enumOptionsIsSelected(option, selected);
  return (
    <ChoiceGroup
      field={props}
      type="checkbox"
      isChecked={isChecked}
      resync={generation}
      onSelect={handleToggle}
      latestValue={answers}
      pending={pending}
    />
  );
}
