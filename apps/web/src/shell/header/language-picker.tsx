import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguageLabel } from '../../i18n/languages';
import type { LanguageCode } from '../../lib/localized';
import { Icon } from '../icons';
import { LanguageOptions } from './language-options';
import { useSelectLanguage } from './use-select-language';
import styles from './language-picker.module.css';

/** Top-bar dropdown; Escape and a click outside close it, choosing a language closes it too. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const selectLanguage = useSelectLanguage();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (code: LanguageCode) => {
    setOpen(false);
    buttonRef.current?.focus();
    void selectLanguage(code);
  };

  return (
    <div className={styles.picker} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.choose', { language: getLanguageLabel(i18n.resolvedLanguage ?? 'en') })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={16} />
        <span>{getLanguageLabel(i18n.resolvedLanguage ?? 'en')}</span>
        <Icon name="chevron" size={14} />
      </button>
      {open && (
        <div className={styles.menu}>
          <LanguageOptions id={listId} onSelect={choose} />
        </div>
      )}
    </div>
  );
}
