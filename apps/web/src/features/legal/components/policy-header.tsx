import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './legal-document.module.css';

/** A policy page's header: "Policies", its title, when it last changed, and in other languages that the text is English. */
export function PolicyHeader({ title, updated, children }: { title: string; updated: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-IN' : `${i18n.language}-IN`, { dateStyle: 'long' }).format(new Date(`${updated}T00:00:00Z`));
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{t('legal.eyebrow')}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.updated}>{t('legal.updated', { date })}</p>
      {i18n.language !== 'en' && (
        <p className={styles.languageNote} lang={i18n.language}>
          {t('legal.englishOnly')}
        </p>
      )}
      {children}
    </header>
  );
}
