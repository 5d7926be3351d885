import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';
import type { LanguageCode } from '../../lib/localized';
import styles from './language-options.module.css';

interface LanguageOptionsProps {
  onSelect: (code: LanguageCode) => void;
  layout?: 'column' | 'row';
  id?: string;
}

/** The four languages, each written in its own script; the current one is marked. */
export function LanguageOptions({ onSelect, layout = 'column', id }: LanguageOptionsProps) {
  const { i18n, t } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul id={id} className={`${styles.list} ${styles[layout]}`} aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const selected = language.code === current;
        return (
          <li key={language.code}>
            <button
              type="button"
              lang={language.code}
              className={selected ? `${styles.option} ${styles.selected}` : styles.option}
              aria-pressed={selected}
              onClick={() => onSelect(language.code)}
            >
              {language.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
