import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { type FormEvent, useMemo, useState } from 'react';
import type { JsonObject } from '../../definition/json-object';
import { useRegistryStudio } from '../registry/registry-context';
import { keyInUse, textOf } from '../state/locale-texts';
import { useStudioTranslation } from '../use-studio-translation';
import {
  addConsent,
  branchConsentsOf,
  CONSENT_NAME,
  consentKeys,
  consentsOf,
  removeConsent,
  setConsentRequired,
  type Consent,
} from './consent-edits';
import type { FormEdits } from './question-form';
import { STUDIO_LANGUAGES, type Language } from './text-model';

export interface ConsentFormProps extends FormEdits {
  /** A step with a `consents` object (hasConsents). */
  definition: JsonObject;
  locales: Readonly<Record<string, unknown>>;
}

type Field = 'name' | `text_${Language}` | `error_${Language}`;
type Draft = Record<Field, string>;

const FIELDS: Field[] = [
  'name',
  ...STUDIO_LANGUAGES.map((language) => `text_${language}` as const),
  ...STUDIO_LANGUAGES.map((language) => `error_${language}` as const),
];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Draft;
const fieldId = (field: Field) => `consent-new-${field}`;

/**
 * A step's consents as a compliance officer changes them: each tick listed with its text and whether it must be
 * ticked (and removed), and a new tick added with its name (what the provider receives), its text and its error
 * message in sk, en and bg. Its texts are edited further in the step's texts above, like every other text.
 */
export function ConsentForm({ definition, locales, editObject, editText }: ConsentFormProps) {
  const { t, i18n } = useStudioTranslation();
  const readOnly = useRegistryStudio()?.readOnly ?? false;
  const consents = useMemo(() => consentsOf(definition), [definition]);
  const branchConsents = useMemo(() => branchConsentsOf(definition), [definition]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [required, setRequired] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Said in the studio's language of the moment (a switch of language says it again in the new one).
  const [status, setStatus] = useState<{ key: 'cfAdded' | 'cfRemoved'; name: string } | undefined>(undefined);
  const language = i18n.language;

  const problemsOf = (values: Draft): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const name = values.name.trim();
    const keys = consentKeys(definition, name);
    if (!CONSENT_NAME.test(name)) found.name = t('cfNameInvalid');
    else if (
      [...consents, ...branchConsents].some((consent) => consent.name === name) ||
      // A key already there (a text, or a group such as `contracts.intermediation.title`) would be overwritten.
      STUDIO_LANGUAGES.some((l) => keyInUse(locales, l, keys.textKey) || keyInUse(locales, l, keys.errorKey))
    )
      found.name = t('cfNameTaken', { name });
    for (const field of FIELDS) if (field !== 'name' && !values[field].trim()) found[field] = t('cfTextMissing');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      setStatus(undefined);
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const name = draft.name.trim();
    const { textKey, errorKey } = consentKeys(definition, name);
    editObject(`add-consent:${name}`, (d) => addConsent(d, name, required));
    for (const l of STUDIO_LANGUAGES) {
      editText(`text:${l}:${textKey}`, l, textKey, draft[`text_${l}`].trim());
      editText(`text:${l}:${errorKey}`, l, errorKey, draft[`error_${l}`].trim());
    }
    setDraft(EMPTY);
    setRequired(true);
    setStatus({ key: 'cfAdded', name });
    document.getElementById(fieldId('name'))?.focus();
  };

  const field = (name: Field, label: string, lang?: Language) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={draft[name]}
      size="small"
      multiline={name !== 'name'}
      minRows={1}
      error={!!errors[name]}
      helperText={errors[name] ?? (name === 'name' ? t('cfNameHint') : undefined)}
      onChange={(event) => setDraft((before) => ({ ...before, [name]: event.target.value }))}
      slotProps={{ htmlInput: { lang, spellCheck: name !== 'name', autoComplete: 'off' } }}
    />
  );

  const languages = (prefix: 'text' | 'error', legend: string) => (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5 }}>
        {STUDIO_LANGUAGES.map((l) => (
          <Box key={l} sx={{ display: 'grid' }}>
            {field(`${prefix}_${l}`, t(`lang.${l}.name`), l)}
          </Box>
        ))}
      </Box>
    </Box>
  );

  // A tick's name (what the provider receives) and its text in the studio's language.
  const tick = (consent: Consent) => (
    <>
      <Typography component="span" sx={{ fontFamily: 'monospace' }}>
        {consent.name}
      </Typography>
      {consent.textKey && (
        <Typography variant="body2" color="text.secondary" lang={language}>
          {textOf(locales, language, consent.textKey) ?? consent.textKey}
        </Typography>
      )}
    </>
  );

  return (
    <Box component="section" aria-labelledby="consents-heading" sx={{ mt: 3 }}>
      <Typography id="consents-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('cfHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('cfIntro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {consents.map((consent) => (
          <Box
            component="li"
            key={consent.name}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>{tick(consent)}</Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={consent.required}
                  disabled={readOnly}
                  onChange={(event) => {
                    const next = event.target.checked;
                    editObject(`consent-required:${consent.name}`, (d) => setConsentRequired(d, consent.name, next));
                  }}
                />
              }
              label={t('cfRequiredOf', { name: consent.name })}
            />
            {!readOnly && (
              <Button
                size="small"
                color="error"
                onClick={() => {
                  editObject(`remove-consent:${consent.name}`, (d) => removeConsent(d, consent.name));
                  setStatus({ key: 'cfRemoved', name: consent.name });
                }}
              >
                {t('cfRemove', { name: consent.name })}
              </Button>
            )}
          </Box>
        ))}
        {branchConsents.map((consent) => (
          <Box component="li" key={`branch:${consent.name}`} sx={{ py: 0.5 }}>
            {tick(consent)}
            <Typography variant="body2">{t(consent.required ? 'cfBranchRequired' : 'cfBranchOptional')}</Typography>
          </Box>
        ))}
      </Box>
      {!readOnly && (
        <Box
          component="form"
          noValidate
          aria-labelledby="consent-add-heading"
          onSubmit={submit}
          sx={{ display: 'grid', gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Typography id="consent-add-heading" component="h4" variant="subtitle2">
            {t('cfAddHeading')}
          </Typography>
          {field('name', t('cfName'))}
          <FormControlLabel
            control={<Checkbox checked={required} onChange={(event) => setRequired(event.target.checked)} />}
            label={t('cfRequired')}
          />
          {languages('text', t('cfText'))}
          {languages('error', t('cfError'))}
          <Box>
            <Button type="submit" variant="outlined">
              {t('cfAdd')}
            </Button>
          </Box>
        </Box>
      )}
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {status ? t(status.key, { name: status.name }) : ''}
      </Typography>
    </Box>
  );
}
