import { useId } from 'react';
import { TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import styles from '../admin.module.css';
import catalogue from './catalogue.module.css';

/** Text in the store's four languages, as the form holds it (empty strings for the ones left out). */
export interface LocalizedValues {
  en: string;
  hi: string;
  ta: string;
  te: string;
}

export const EMPTY_LOCALIZED: LocalizedValues = { en: '', hi: '', ta: '', te: '' };

/** A saved text's form values. */
export const localizedValuesOf = (text?: { en: string; hi?: string; ta?: string; te?: string } | null): LocalizedValues => ({
  en: text?.en ?? '',
  hi: text?.hi ?? '',
  ta: text?.ta ?? '',
  te: text?.te ?? '',
});

const LANGUAGES = [
  ['en', 'English'],
  ['hi', 'Hindi'],
  ['ta', 'Tamil'],
  ['te', 'Telugu'],
] as const;

interface LocalizedFieldsProps {
  label: string;
  value: LocalizedValues;
  onChange: (next: LocalizedValues) => void;
  error?: string;
  /** English may be left blank too. */
  optional?: boolean;
  /** Several lines (a description). */
  multiline?: boolean;
}

/** One text in English and, optionally, Hindi, Tamil and Telugu; the store shows the English where one is blank. */
export function LocalizedFields({ label, value, onChange, error, optional = false, multiline = false }: LocalizedFieldsProps) {
  return (
    <div className={styles.formGrid}>
      {LANGUAGES.map(([language, name]) => {
        const props = {
          label: `${label} (${name})`,
          lang: language,
          optionalLabel: language === 'en' && !optional ? undefined : 'optional',
          value: value[language],
          error: language === 'en' ? error : undefined,
          onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
        };
        return multiline ? <TextAreaField key={language} {...props} /> : <TextField key={language} {...props} />;
      })}
    </div>
  );
}

interface TextAreaFieldProps {
  label: string;
  lang: string;
  optionalLabel?: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** TextField's frame around a textarea: label, control, error linked to it. */
function TextAreaField({ label, lang, optionalLabel, value, error, onChange }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        {optionalLabel && <span className={form.optional}> ({optionalLabel})</span>}
      </label>
      <textarea
        id={id}
        lang={lang}
        className={`${form.input} ${catalogue.textarea}`}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={form.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
