import { useDeferredValue, useEffect, useId, useState } from 'react';
import { LANGUAGE_NAMES } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { MAX_UPLOAD_BYTES } from '@aabhushan/shared/rules/image-type';
import { ADMIN_MEDIA_MESSAGES } from '@aabhushan/shared/schemas/admin-media';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import styles from '../admin.module.css';
import type { LocalizedValues } from '../catalogue/localized-fields';
import { uploadPicture } from '../products/upload-picture';
import { useCleanedHtml } from './content-api';
import contentStyles from './content.module.css';

interface FieldProps {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  /** The language the text is written in, when it is not the page's (a translation). */
  lang?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** A labelled textarea with its hint or error, like the form's other fields. */
export function TextAreaField({ label, value, error, hint, lang, onChange, className = contentStyles.textarea, wide = true }: FieldProps & { className?: string; wide?: boolean }) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`${form.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <textarea id={id} lang={lang} className={`${form.input} ${contentStyles.textarea} ${className}`} value={value} onChange={onChange} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {error ? (
        <p id={`${id}-error`} className={form.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={form.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A picture by its address, or uploaded (POST /api/admin/media) to get one; a small preview beside it. */
export function PictureField({ label, value, error, onChange, optional = false }: FieldProps & { optional?: boolean }) {
  const inputId = useId();
  const [sending, setSending] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError(ADMIN_MEDIA_MESSAGES.tooLarge);
    try {
      setSending('0%');
      const media = await uploadPicture(file, (share) => setSending(`${Math.round(share * 100)}%`));
      onChange({ target: { value: media.url } });
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setSending(null);
    }
  };
  const showable = /^\/media\/[\w./-]+$/.test(value);
  return (
    <div className={`${contentStyles.picture} ${styles.wide}`}>
      <TextField
        label={label}
        optionalLabel={optional ? 'optional' : undefined}
        hint="Upload a picture, or give the address of one the store already has (/media/...)"
        value={value}
        error={error ?? uploadError ?? undefined}
        onChange={onChange}
      />
      {showable && <img className={contentStyles.pictureThumb} src={value.startsWith('/media/uploads/') ? `${value}?w=300` : value} alt="" />}
      <label htmlFor={inputId} className={`${buttons.secondary} ${contentStyles.upload}`}>
        <span aria-hidden="true">{sending ? `Uploading ${sending}` : 'Upload…'}</span>
        <span className="visually-hidden">Upload {label.toLowerCase()}</span>
        <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={(event) => void upload(event.target.files?.[0])} disabled={sending !== null} />
      </label>
    </div>
  );
}

/** Waits for typing to pause before the preview asks the server. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** HTML typed in a textarea, beside a live preview of it cleaned exactly as the store will keep it. */
export function HtmlField({ label, value, error, hint, lang, onChange }: FieldProps) {
  return (
    <div className={`${contentStyles.htmlColumns} ${styles.wide}`}>
      <TextAreaField label={label} value={value} error={error} hint={hint} lang={lang} onChange={onChange} className={contentStyles.htmlInput} wide={false} />
      <HtmlPreview html={value} lang={lang} />
    </div>
  );
}

/** A live preview of HTML as staff type it, cleaned exactly as the store will keep it; `lang` the language it is written in. */
export function HtmlPreview({ html, label = 'Preview, as shoppers will see it', lang }: { html: string; label?: string; lang?: string }) {
  const cleaned = useCleanedHtml(useDeferredValue(useSettled(html)));
  const previewId = useId();
  return (
    <div>
      <span id={previewId} className={contentStyles.previewLabel}>
        {label}
      </span>
      {/* The server's cleaned HTML: no script, handler or javascript: link survives (clean-html.ts).
          A long text scrolls, so the preview takes the focus for keyboard users to scroll it. */}
      <div className={contentStyles.preview} lang={lang} role="region" aria-labelledby={previewId} tabIndex={0} dangerouslySetInnerHTML={{ __html: cleaned.data ?? '' }} />
      {cleaned.isError && <p className={form.hint}>The preview could not be made; the text is kept.</p>}
    </div>
  );
}

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Array<keyof LocalizedValues>;

/**
 * HTML in the store's four languages, one language at a time (each is long): the choice names
 * the languages not yet written; English is required, the store shows it where a translation is blank.
 */
export function LocalizedHtmlField({ label, hint, value, error, onChange }: { label: string; hint?: string; value: LocalizedValues; error?: string; onChange: (next: LocalizedValues) => void }) {
  const [language, setLanguage] = useState<keyof LocalizedValues>('en');
  const name = useId();
  // A refusal is the English text's: it is shown beside it.
  useEffect(() => {
    if (error) setLanguage('en');
  }, [error]);
  return (
    <div className={styles.wide}>
      <fieldset className={styles.radioRow}>
        <legend>{label}: the language to edit</legend>
        {LANGUAGES.map((code) => (
          <label key={code}>
            <input type="radio" name={name} value={code} checked={language === code} onChange={() => setLanguage(code)} />
            {LANGUAGE_NAMES[code]}
            {code !== 'en' && value[code].trim() === '' && ' (not written)'}
          </label>
        ))}
      </fieldset>
      <HtmlField
        key={language}
        label={`${label} (${LANGUAGE_NAMES[language]})${language === 'en' ? '' : ' (optional)'}`}
        hint={hint}
        lang={language}
        value={value[language]}
        error={language === 'en' ? error : undefined}
        onChange={(event) => onChange({ ...value, [language]: event.target.value })}
      />
    </div>
  );
}
