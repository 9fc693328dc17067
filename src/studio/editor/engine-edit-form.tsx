import { createInstance, type i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Definition, DefinitionForm, type DefinitionData, createEngineTheme } from '../../engine';
import { useRegistryStudio } from '../registry/registry-context';
import { editFormValidator } from './edit-form-validator';
import { NativeSelectWidget } from './native-select-widget';
import { StudioButtonWidget } from './studio-button-widget';

const THEME = createEngineTheme({ studioButton: StudioButtonWidget, nativeSelect: NativeSelectWidget });
const nothing = () => undefined;

/** An i18next instance whose texts are the form's labels (flat keys such as `a0.points`), made again only when they
 * change. */
function useLabels(labels: Readonly<Record<string, string>>, language: string): I18n {
  const key = JSON.stringify(labels);
  return useMemo(() => {
    const instance = createInstance();
    void instance.init({
      lng: language,
      resources: { [language]: { translation: JSON.parse(key) as Record<string, string> } },
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return instance;
  }, [key, language]);
}

export interface EngineEditFormProps {
  definition: Definition;
  labels: Readonly<Record<string, string>>;
  /** The studio's language, of the labels. */
  language: string;
  data: DefinitionData;
  /** Problems shown at fields by data path, at once (not only after a field was left). */
  errors: Readonly<Record<string, string>>;
  onChange: (data: DefinitionData) => void;
}

/**
 * A studio editor drawn by the app's own renderer: the definition the studio made of what is edited, rendered by
 * DefinitionForm with the engine's widgets and templates, without a continue button. Its schema states no
 * rules: the problems come from the studio's lint and are shown through `errors`, so a validator that validates
 * nothing (editFormValidator: no AJV, no generated code) serves every one of these forms.
 */
export function EngineEditForm({ definition, labels, language, data, errors, onChange }: EngineEditFormProps) {
  const instance = useLabels(labels, language);
  // Staff who may only read (the registry's approvers and auditors): every field shown, none editable.
  const readOnly = useRegistryStudio()?.readOnly ?? false;
  return (
    <I18nextProvider i18n={instance}>
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <DefinitionForm
          definition={definition}
          validator={editFormValidator}
          formData={data}
          onChange={onChange}
          onSubmit={nothing}
          theme={THEME}
          serverErrors={errors}
          withoutSubmit
        />
      </fieldset>
    </I18nextProvider>
  );
}
