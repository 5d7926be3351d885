import { useTranslation } from 'react-i18next';
import type { ProductBadge } from '../lib/product-view';
import styles from './product-badges.module.css';

/** Small, quiet labels (New, Sale, Featured, Bestseller, Sold out). */
export function ProductBadges({ badges, className = '' }: { badges: ProductBadge[]; className?: string }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className={`${styles.list} ${className}`} aria-label={t('badges.label')}>
      {badges.map((badge) => (
        <li key={badge} className={`${styles.badge} ${styles[badge]}`} data-badge={badge}>
          {t(`badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
