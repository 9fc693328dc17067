import { FormHelperText, Link } from '@mui/material';
import { type FieldHelpProps, type RJSFSchema, helpId } from '@rjsf/utils';
import type { DefinitionData } from '../renderer/definition-data';
import type { EngineFormContext } from '../widgets/form-context';

interface HelpLink {
  href: string;
  text: string;
}

/**
 * A field's help text, always in the neutral colour (MUI would paint it red with the field's errors, and then
 * the help reads like a second error), and the document the definition links under the field (`ui:helpLink`),
 * whose address in the current language the app gives in `formContext.links`.
 */
export function FieldHelpTemplate({
  fieldPathId,
  help,
  uiSchema,
  registry,
}: FieldHelpProps<DefinitionData, RJSFSchema, EngineFormContext>) {
  const link = uiSchema?.['ui:helpLink'] as HelpLink | undefined;
  const links = registry.formContext.links;
  const href = link ? links?.[link.href] : undefined;
  if (!help && !href) return null;
  return (
    <FormHelperText component="div" id={helpId(fieldPathId)} error={false} sx={{ mt: 0.625 }}>
      {help}
      {href && link && (
        <>
          {help ? ' ' : null}
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {link.text}
          </Link>
        </>
      )}
    </FormHelperText>
  );
}
