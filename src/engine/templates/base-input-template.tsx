import { Templates } from '@rjsf/mui';
import { type BaseInputTemplateProps, ariaDescribedByIds } from '@rjsf/utils';

const MuiBaseInputTemplate = Templates.BaseInputTemplate;

/**
 * The MUI theme's text input, with `aria-describedby` on the `<input>` itself: @rjsf/mui puts it on the
 * TextField's wrapper `<div>`, where a screen reader never reads the field's help and error text.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  if (!MuiBaseInputTemplate) return null;
  const describedBy = ariaDescribedByIds(props.id, Boolean(props.schema.examples));
  const slotProps = { ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, 'aria-describedby': describedBy } };
  return <MuiBaseInputTemplate {...props} slotProps={slotProps} />;
}
