import { useTranslation } from 'react-i18next';
import styles from './review-stars.module.css';

/** A rating as five stars (filled to the nearest tenth), read out as "Rated 4 out of 5". */
export function ReviewStars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span className={`${styles.stars} ${size === 'lg' ? styles.starsLg : ''}`} role="img" aria-label={t('reviews.rated', { rating: value })}>
      <span aria-hidden="true" className={styles.starsTrack}>
        ★★★★★
        <span className={styles.starsFill} style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
    </span>
  );
}
