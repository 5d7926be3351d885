import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import styles from './hallmark-badge.module.css';

type Hallmark = NonNullable<Product['hallmark']>;

/**
 * The BIS hallmark a piece carries: purity and its HUID (the six-character code every
 * hallmarked piece has since 2021, checkable in the BIS CARE app).
 */
export function HallmarkBadge({ hallmark }: { hallmark: Hallmark }) {
  const { t } = useTranslation();
  return (
    <div className={styles.badge} data-testid="hallmark">
      <svg className={styles.seal} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <circle cx="20" cy="20" r="14.5" fill="none" stroke="currentColor" strokeWidth="0.6" strokeDasharray="1.5 1.5" />
        <path d="M20 10l9 15.5H11L20 10Z" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
        <path d="M16.5 21.5l2.4 2.4 4.8-5" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className={styles.text}>
        <p className={styles.title}>{t('product.hallmark.title')}</p>
        <dl className={styles.facts}>
          {hallmark.purity && (
            <div>
              <dt>{t('product.hallmark.purity')}</dt>
              <dd>{hallmark.purity}</dd>
            </div>
          )}
          {hallmark.huid && (
            <div>
              <dt>{t('product.hallmark.huid')}</dt>
              <dd className={styles.code}>{hallmark.huid}</dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}
