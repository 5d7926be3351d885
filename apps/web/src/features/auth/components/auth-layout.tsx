import '../../../i18n/bundles/account-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/ui/brand-logo';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Links under the card (create an account, back to sign in). */
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * The frame of the sign-in pages (shown without header and footer): the wordmark, a calm
 * card with the form, and on wide screens a panel with the store's promise beside it.
 */
export function AuthLayout({ title, lead, children, footer, wide = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <div className={styles.asideInner}>
          <BrandLogo tone="light" />
          <div className={styles.asideCopy}>
            <span className={styles.ornament}>◇</span>
            <p className={styles.asideTitle}>{t('auth.aside.title')}</p>
            <p className={styles.asideText}>{t('auth.aside.text')}</p>
          </div>
          <ul className={styles.points}>
            <li>{t('auth.aside.points.hallmark')}</li>
            <li>{t('auth.aside.points.secure')}</li>
            <li>{t('auth.aside.points.returns')}</li>
          </ul>
        </div>
      </aside>
      <div className={styles.main}>
        <div className={styles.mobileLogo}>
          <BrandLogo />
        </div>
        <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby="auth-title">
          <header className={styles.head}>
            <h1 id="auth-title" className={styles.title}>
              {title}
            </h1>
            {lead && <p className={styles.lead}>{lead}</p>}
          </header>
          {children}
        </section>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
