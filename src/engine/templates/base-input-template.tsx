import { Templates } from '@rjsf/mui';
import { type BaseInputTemplateProps, type RJSFSchema, ariaDescribedByIds } from '@rjsf/utils';
import { type ChangeEvent, useCallback } from 'react';
import type { DefinitionData } from '../renderer/definition-data';
import { pathOfFieldId } from '../renderer/visible-errors';
import type { EngineFormContext } from '../widgets/form-context';
import { useTransitionChange } from '../widgets/use-transition-change';
import { TextInput } from './text-input';

const MuiBaseInputTemplate = Templates.BaseInputTemplate;

/** Input types whose text is the value itself (a number field's value comes back converted, as a number). */
const TEXT_TYPES = new Set<string | undefined>([undefined, 'text', 'email', 'password', 'search', 'tel', 'url']);

/**
 * Keys typed less than this apart reach the form as one change after the last of them: the whole form's re-render
 * then runs in a pause of typing instead of between two keys, where on a slow phone it held the second key's frame
 * back. 150 ms is about the gap between a fast typist's keys; nothing the person sees waits for it (the field shows
 * each key at once, a field's errors show once it is left, and leaving it or continuing hands the text over first).
 */
const TYPING_PAUSE_MS = 150;

/**
 * The MUI theme's text input, with three changes:
 * - `aria-describedby` on the `<input>` itself: @rjsf/mui puts it on the TextField's wrapper `<div>`, where a
 *   screen reader never reads the field's help and error text;
 * - what is typed reaches the form after the next paint and a pause in typing (useTransitionChange), so a
 *   keystroke's frame is not held back by the whole form's re-render; leaving the field tells the form first;
 * - a text field is uncontrolled (TextInput): a keystroke re-renders nothing of it before its frame.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps<DefinitionData, RJSFSchema, EngineFormContext>) {
  const { pending } = props.registry.formContext;
  const uncontrolled =
    props.schema.type === 'string' && TEXT_TYPES.has(props.type) && !props.options.allowClearTextInputs;
  const { shown, change, generation } = useTransitionChange<unknown>(
    pathOfFieldId(props.id),
    props.value,
    props.onChange,
    pending,
    { uncontrolled, settleMs: TYPING_PAUSE_MS },
  );
  const { onBlur, options } = props;
  const handleBlur = useCallback(
    (id: string, value: unknown) => {
      pending?.flushAll();
      onBlur(id, value);
    },
    [pending, onBlur],
  );
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      change(event.target.value === '' ? options.emptyValue : event.target.value),
    [change, options.emptyValue],
  );
  if (!MuiBaseInputTemplate) return null;
  const describedBy = ariaDescribedByIds(props.id, Boolean(props.schema.examples));
  if (uncontrolled)
    return (
      <TextInput
        field={props}
        initial={shown}
        generation={generation}
        describedBy={describedBy}
        onChange={handleChange}
        onBlur={handleBlur}
      />
    );
  const slotProps = {
    ...props.slotProps,
    htmlInput: { ...props.slotProps?.htmlInput, 'aria-describedby': describedBy },
  };
  return <MuiBaseInputTemplate {...props} value={shown} onChange={change} onBlur={handleBlur} slotProps={slotProps} />;
}
