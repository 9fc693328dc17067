import { Alert, Box, Typography } from '@mui/material';
import { type FieldProps, type RJSFSchema, getUiOptions, titleId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DefinitionData } from '../../renderer/definition-data';
import type { EngineFormContext } from '../../widgets/form-context';
import { SignWithCodeControls } from './sign-with-code-controls';
import type { SigningContext, SigningPress } from './signing-context';

export type SignWithCodeFieldProps = FieldProps<DefinitionData, RJSFSchema, EngineFormContext>;

/** Without the app's signing (a preview, the studio): the controls show, nothing is sent. */
const NO_SIGNING: SigningContext = {
  usePress: (): SigningPress => ({
    send: () => Promise.resolve(false),
    verify: () => Promise.resolve({ signed: false }),
  }),
};

type Texts = Partial<
  Record<
    'send' | 'sent' | 'sentToast' | 'codeLabel' | 'codeHint' | 'codeInvalid' | 'sign' | 'signing' | 'signed',
    string
  >
>;

/**
 * An agreement signed with a code (`ui:field: signWithCode` on a boolean that is `const: true`, required where the
 * agreement applies): a section headed by the field's title, its description, then the code sent by the endpoint
 * `ui:options.request` names and checked by `ui:options.verify`. Before any request the parts of the form named in
 * `ui:options.requires` (e.g. the consents) must be valid, or their errors show and the first takes the focus. Once
 * the provider accepts the code the value is true, the section says so, and the form is sent if nothing else is
 * missing. Texts in `ui:texts`.
 */
export function SignWithCodeField(props: SignWithCodeFieldProps) {
  const { uiSchema, formData, fieldPathId, registry, onChange } = props;
  const { t } = useTranslation();
  const context = registry.formContext;
  const options = getUiOptions(uiSchema);
  const texts = (uiSchema?.['ui:texts'] ?? {}) as Texts;
  const text = (name: keyof Texts) => (texts[name] ? t(texts[name]) : '');
  const requires = Array.isArray(options.requires) ? options.requires.map(String) : [];
  const channel = String(options.channel ?? 'sms');
  const usePress = (context.signing ?? NO_SIGNING).usePress;
  const press = usePress({
    request: String(options.request ?? ''),
    verify: String(options.verify ?? ''),
    channel,
    sentToast: texts.sentToast,
  });
  const id = fieldPathId.$id;
  const headingId = titleId(fieldPathId);
  // RJSF types a field's value as the form's data; this field's value is a boolean.
  const signed = (formData as unknown) === true;

  const title = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : '';
  const description = typeof uiSchema?.['ui:description'] === 'string' ? uiSchema['ui:description'] : '';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      {description && <Typography>{description}</Typography>}
      {signed ? (
        // A status, not an alert: good news is announced politely.
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {text('signed')}
        </Alert>
      ) : (
        <SignWithCodeControls
          id={id}
          channels={[{ id: channel, sendLabel: text('send'), sentText: text('sent') }]}
          press={press}
          onSigned={() => {
            onChange(true as unknown as DefinitionData, fieldPathId.path);
            context.submitWhenValid?.({ path: fieldPathId.path, value: true });
          }}
          mayProceed={() => requires.length === 0 || (context.checkFields?.(requires) ?? true)}
          signedItemId={headingId}
          inForm
          texts={{
            codeLabel: text('codeLabel'),
            codeHint: text('codeHint'),
            codeInvalid: text('codeInvalid'),
            sign: text('sign'),
            signing: text('signing'),
          }}
        />
      )}
    </Box>
  );
}
