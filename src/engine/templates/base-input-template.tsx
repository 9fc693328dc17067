import { Templates } from '@rjsf/mui';
import { type BaseInputTemplateProps, ariaDescribedByIds } from '@rjsf/utils';
import { useCallback } from 'react';
import { pathOfFieldId } from '../renderer/visible-errors';
import { formContextOf } from '../widgets/form-context-of';
import { useTransitionChange } from '../widgets/use-transition-change';

const MuiBaseInputTemplate = Templates.BaseInputTemplate;

/**
 * The MUI theme's text input, with two changes:
 * - `aria-describedby` on the `<input>` itself: @rjsf/mui puts it on the TextField's wrapper `<div>`, where a
 *   screen reader never reads the field's help and error text;
 * - what is typed shows at once and reaches the form in a transition (useTransitionChange), so a keystroke's
 *   frame is not held back by the whole form's re-render; leaving the field tells the form first.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { pending } = formContextOf(props);
  const { shown, change } = useTransitionChange<unknown>(pathOfFieldId(props.id), props.value, props.onChange, pending);
  const { onBlur } = props;
  const handleBlur = useCallback(
    (id: string, value: unknown) => {
      pending?.flushAll();
      onBlur(id, value);
    },
    [pending, onBlur],
  );
  if (!MuiBaseInputTemplate) return null;
  const describedBy = ariaDescribedByIds(props.id, Boolean(props.schema.examples));
  const slotProps = { ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, 'aria-describedby': describedBy } };
  return <MuiBaseInputTemplate {...props} value={shown} onChange={change} onBlur={handleBlur} slotProps={slotProps} />;
}
