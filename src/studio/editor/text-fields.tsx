import { useId } from 'react';
import { textOf } from '../state/locale-texts';

export const LANGUAGE_NAMES: Record<string, string> = { sk: 'Slovak', en: 'English', bg: 'Bulgarian' };
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
  /** What the text is, for the labels ("question b1", "answer growth of b1"). */
  subject: string;
  locales: Readonly<Record<string, unknown>>;
  onChange: (language: string, value: string) => void;
  multiline?: boolean;
}

/** One text in sk, en and bg side by side; an empty one is marked where it is. */
export function TextFields({ textKey, subject, locales, onChange, multiline }: TextFieldsProps) {
  return (
    <div className="texts">
      {STUDIO_LANGUAGES.map((language) => {
        const value = textOf(locales, language, textKey) ?? '';
        return (
          <PlainField
            key={language}
            label={`${LANGUAGE_NAMES[language]} text`}
            name={`${LANGUAGE_NAMES[language]} text, ${subject}`}
            value={value}
            lang={language}
            rows={multiline ? 2 : undefined}
            error={value.trim() === '' ? `Missing ${LANGUAGE_NAMES[language]} text (${textKey})` : undefined}
            onChange={(next) => onChange(language, next)}
          />
        );
      })}
    </div>
  );
}
