import { useTranslation } from 'react-i18next';
import styles from './stars.module.css';

interface StarsProps {
  /** Average rating out of 5. */
  rating: number;
  count: number;
  size?: 'sm' | 'md';
}

/** Rating out of 5 as filled stars plus the review count; hidden by callers when count is 0. */
export function Stars({ rating, count, size = 'sm' }: StarsProps) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(5, rating));
  const label = t('rating.label', { rating: value.toFixed(1), count });
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={label}>
      <span className={styles.track} aria-hidden="true">
        ★★★★★
        <span className={styles.fill} style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className={styles.count} aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}
