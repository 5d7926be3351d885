import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './brand-logo.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The wordmark: a small gold cut-stone mark and "Aabhushan" set in the serif. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Link to={href('home')} className={`${styles.logo} ${styles[tone]}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <path
          d="M16 4l8 10-8 14L8 14zM8 14h16M12.5 14L16 4l3.5 10L16 28"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>Aabhushan</span>
        <span className={styles.tagline}>{t('brand.tagline')}</span>
      </span>
    </Link>
  );
}
