import { useId } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import { textOf } from '../state/locale-texts';

/** The languages of the app's texts, edited side by side (the studio's own texts: studio-i18n.ts). */
export const STUDIO_LANGUAGES = ['sk', 'en', 'bg'] as const;

export interface PlainFieldProps {
  label: string;
  /** The accessible name when the visible label needs its context (it starts with the visible label). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
  type?: 'text' | 'number';
  min?: number;
  max?: number;
  lang?: string;
  rows?: number;
}

/** A labelled input (or text area) with its error under it, tied by aria-describedby. */
export function PlainField({ label, name, value, onChange, error, className, type = 'text', min, max, lang, rows }: PlainFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    lang,
    'aria-label': name,
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} /> : <input {...common} type={type} min={min} max={max} step={type === 'number' ? 1 : undefined} onChange={(event) => onChange(event.target.value)} />}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface TextFieldsProps {
  /** The i18n key. */
  textKey: string;
  /** What the text is, for the labels ("question b1", "answer growth of b1"), in the studio's language. */
  subject: string;
  locales: Readonly<Record<string, unknown>>;
  onChange: (language: string, value: string) => void;
  multiline?: boolean;
}

/** One text in sk, en and bg side by side; an empty one is marked where it is. */
export function TextFields({ textKey, subject, locales, onChange, multiline }: TextFieldsProps) {
  const { t } = useStudioTranslation();
  return (
    <div className="texts">
      {STUDIO_LANGUAGES.map((language) => {
        const value = textOf(locales, language, textKey) ?? '';
        return (
          <PlainField
            key={language}
            label={t(`lang.${language}.text`)}
            name={t(`lang.${language}.textOf`, { subject })}
            value={value}
            lang={language}
            rows={multiline ? 2 : undefined}
            error={value.trim() === '' ? t(`lang.${language}.missing`, { textKey }) : undefined}
            onChange={(next) => onChange(language, next)}
          />
        );
      })}
    </div>
  );
}
