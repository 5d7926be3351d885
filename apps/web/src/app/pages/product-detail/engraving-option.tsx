import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countCharacters, ENGRAVING_MESSAGES, judgeEngraving, normaliseEngraving } from '@aabhushan/shared/rules/engraving';
// The shared field first: this component's own rules come after it and win.
import field from '../../../features/cart/components/engraving-field.module.css';
import styles from './engraving-option.module.css';

interface EngravingOptionProps {
  maxLength: number;
  value: string;
  onChange: (text: string) => void;
}

/** The code of an engraving refusal, to say it in the page's language (the English is the text itself). */
function codeOf(message: string): string {
  if (message === ENGRAVING_MESSAGES.characters) return 'ENGRAVING_CHARACTERS';
  if (message === ENGRAVING_MESSAGES.notAllowed) return 'ENGRAVING_NOT_ALLOWED';
  return 'ENGRAVING_TOO_LONG';
}

/**
 * The product page's engraving: the text (judged as the server judges it, counted in characters
 * as read), a live preview on a band of metal, and the return rule said before the piece is
 * added. Loaded on its own (React.lazy) only for pieces that may be engraved.
 */
export default function EngravingOption({ maxLength, value, onChange }: EngravingOptionProps) {
  const { t } = useTranslation();
  const id = useId();
  const verdict = judgeEngraving(value, maxLength);
  const shown = normaliseEngraving(value);
  const count = countCharacters(shown);
  const error = verdict.ok ? null : t(`messages.${codeOf(verdict.message)}`, { defaultValue: verdict.message, max: maxLength });
  return (
    <section className={styles.engraving} aria-labelledby={`${id}-title`} data-testid="engraving-option">
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('product.engraving.title')}
        </h2>
        <span className={styles.free}>{t('product.engraving.free')}</span>
      </div>
      <label htmlFor={`${id}-text`} className={field.label}>
        {t('product.engraving.label')}
      </label>
      <div className={field.field}>
        <input
          id={`${id}-text`}
          className={field.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('product.engraving.placeholder')}
          autoComplete="off"
          maxLength={maxLength * 4}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <span className={count > maxLength ? `${field.count} ${field.over}` : field.count} aria-live="polite">
          {t('product.engraving.count', { count, max: maxLength })}
        </span>
      </div>
      <p id={`${id}-hint`} className={field.hint}>
        {t('product.engraving.hint', { max: maxLength })}
      </p>
      {error && (
        <p id={`${id}-error`} className={field.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.preview} role="img" aria-label={`${t('product.engraving.preview')}: ${shown}`} data-testid="engraving-preview">
        <span className={styles.band}>
          <span className={shown ? styles.engraved : `${styles.engraved} ${styles.empty}`}>{shown || t('product.engraving.placeholder')}</span>
        </span>
      </div>
      <p className={field.noReturn} data-testid="engraving-no-return">
        {t('product.engraving.noReturn')}
      </p>
    </section>
  );
}
