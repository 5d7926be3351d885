import { useTranslation } from 'react-i18next';
import type { ReviewSummary as Summary } from '@aabhushan/shared/schemas/reviews';
import { ReviewStars } from './review-stars';
import styles from './review-summary.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

/** Average, count and how many reviews gave each star rating (5 down to 1). */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary} data-testid="review-summary">
      <p className={styles.average}>
        <span className={styles.averageNumber}>{summary.count > 0 ? summary.average.toFixed(1) : '–'}</span>
        <span className={styles.averageOutOf}>{t('reviews.outOf')}</span>
      </p>
      <ReviewStars rating={summary.average} size="lg" />
      <p className={styles.count}>{t('reviews.basedOn', { count: summary.count })}</p>
      <ul className={styles.distribution} aria-label={t('reviews.distribution')}>
        {STARS.map((star) => {
          const n = summary.distribution[star] ?? 0;
          const share = summary.count > 0 ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={star} className={styles.bar}>
              <span aria-hidden="true">
                {star} ★
              </span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.barCount} aria-hidden="true">
                {n}
              </span>
              <span className="visually-hidden">{t('reviews.starCount', { star, count: n })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
