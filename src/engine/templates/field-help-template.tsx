import { FormHelperText } from '@mui/material';
import { type FieldHelpProps, helpId } from '@rjsf/utils';

/**
 * A field's help text, always in the neutral colour: MUI would paint it red with the field's errors, and
 * then the help reads like a second error.
 */
export function FieldHelpTemplate({ fieldPathId, help }: FieldHelpProps) {
  if (!help) return null;
  return (
    <FormHelperText component="div" id={helpId(fieldPathId)} error={false} sx={{ mt: 0.625 }}>
      {help}
    </FormHelperText>
  );
}
