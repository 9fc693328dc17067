import { Alert, Box, Typography } from '@mui/material';
import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createInstance, type i18n as I18n } from 'i18next';
import { Component, type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '../../definition/languages';
import {
  type Definition,
  DefinitionForm,
  type DefinitionData,
  withExplicitDefaults,
  runtimeValidatorOptions,
  registryTheme,
} from '../../engine';
import { useStudioTranslation } from '../use-studio-translation';

/** The edited locale files of one language as one i18next bundle (`questionnaire.json` -> `questionnaire.…`). */
function bundleOf(language: string, locales: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(locales)) {
    const match = /^locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) out[match[2]] = value;
  }
  return out;
}

/**
 * An i18next instance of the studio's own per language, made from the edited texts (no fallback language: a
 * missing text shows as its key, so the author sees it).
 */
function useLanguageInstance(language: string, locales: Readonly<Record<string, unknown>>): I18n {
  return useMemo(() => {
    const instance = createInstance();
    void instance.init({
      lng: language,
      resources: { [language]: { translation: bundleOf(language, locales) } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return instance;
  }, [language, locales]);
}

class PreviewBoundary extends Component<{ children: ReactNode; label: string }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.error) return <Alert severity="warning">{`${this.props.label}: ${this.state.error}`}</Alert>;
    return this.props.children;
  }
}

interface PreviewFormProps {
  definition: Definition;
  validator: ValidatorType<DefinitionData>;
  data: DefinitionData;
  setData: (data: DefinitionData) => void;
  sent: boolean;
  setSent: (sent: boolean) => void;
  /** The studio's own words (in the studio's language), said when the filled form is valid. */
  validText: string;
  studioLanguage: string;
  /** The pane's language: its fields' ids start with it, unique among the three previews. */
  language: string;
}

/** Inside the preview's own i18next instance: `t` here gives the edited app texts of the pane's language. */
function PreviewForm({
  definition,
  validator,
  data,
  setData,
  sent,
  setSent,
  validText,
  studioLanguage,
  language,
}: PreviewFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="h4" variant="h6" gutterBottom>
        {t(definition.title)}
      </Typography>
      {definition.description && <Typography sx={{ mb: 2 }}>{t(definition.description)}</Typography>}
      <DefinitionForm
        definition={definition}
        validator={validator}
        formData={data}
        onChange={(next) => {
          setData(next);
          setSent(false);
        }}
        onSubmit={() => setSent(true)}
        theme={registryTheme}
        formContext={{ countries: [] }}
        idPrefix={`preview_${language}`}
      />
      <Box role="status" lang={studioLanguage} sx={{ mt: 1, color: 'success.dark', minHeight: '1.5em' }}>
        {sent ? validText : ''}
      </Box>
    </>
  );
}

/** A validator compiled at run time (AJV, 'unsafe-eval': the studio page only) for the edited schema, shared by the
 * three previews. */
export function useRuntimeValidator(definition: Definition | undefined): ValidatorType<DefinitionData> | undefined {
  return useMemo(
    () => (definition ? customizeValidator<DefinitionData>(runtimeValidatorOptions(definition.schema)) : undefined),
    [definition],
  );
}

export interface DefinitionPreviewProps {
  definition: Definition;
  validator: ValidatorType<DefinitionData>;
  language: Language;
  locales: Readonly<Record<string, unknown>>;
}

/** The edited definition rendered by the engine's DefinitionForm in one language, fillable. */
export function DefinitionPreview({ definition, validator, language, locales }: DefinitionPreviewProps) {
  // The studio's instance (the provider above); the pane's own, for the app's texts, is `instance`.
  const { t, i18n } = useStudioTranslation();
  const instance = useLanguageInstance(language, locales);
  // Kept here, so what was filled in survives edits of the definition (and a preview that failed for a moment).
  const [data, setData] = useState<DefinitionData>(() => withExplicitDefaults(definition.schema, {}));
  const [sent, setSent] = useState(false);
  return (
    <Box
      component="section"
      aria-label={t(`lang.${language}.preview`)}
      sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography component="h3" variant="overline">
        {t(`lang.${language}.name`)}
      </Typography>
      {/* The pane's language only on the app's texts: the studio's words around them are in the studio's. */}
      <Box lang={language}>
        <I18nextProvider i18n={instance}>
          <PreviewBoundary key={JSON.stringify(definition)} label={t('previewCannotRender')}>
            <PreviewForm
              definition={definition}
              validator={validator}
              data={data}
              setData={setData}
              sent={sent}
              setSent={setSent}
              validText={t('previewValid')}
              studioLanguage={i18n.language}
              language={language}
            />
          </PreviewBoundary>
        </I18nextProvider>
      </Box>
    </Box>
  );
}
