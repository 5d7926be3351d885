import { useTranslation } from 'react-i18next';
import { getInitials } from '@aabhushan/shared/rules/initials';
import type { Review } from '@aabhushan/shared/schemas/reviews';
import { ReviewStars } from './review-stars';
import styles from './review-list.module.css';
import sectionStyles from './reviews.module.css';
import { writeIndianDate } from '../../../lib/date-text';

interface ReviewListProps {
  reviews: Review[];
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}

/** Reviews newest first; "Show more" loads the next ten. */
export function ReviewList({ reviews, hasMore, loadingMore, onShowMore }: ReviewListProps) {
  const { t } = useTranslation();
  return (
    <div>
      <ul className={styles.list} data-testid="review-list">
        {reviews.map((review) => (
          <li key={review._id} className={styles.item}>
            <div className={styles.itemHead}>
              <span className={styles.avatar} aria-hidden="true">
                {getInitials(review.user.name) || '·'}
              </span>
              <div>
                <p className={styles.author}>{review.user.name}</p>
                <p className={styles.meta}>
                  <ReviewStars rating={review.rating} />
                  <time dateTime={review.createdAt}>{writeIndianDate(t, new Date(review.createdAt))}</time>
                </p>
              </div>
            </div>
            {/* A deleted account's review keeps its stars without its words. */}
            {review.comment && <p className={styles.comment}>{review.comment}</p>}
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className={sectionStyles.more} onClick={onShowMore} disabled={loadingMore}>
          {loadingMore ? t('common.loading') : t('reviews.showMore')}
        </button>
      )}
    </div>
  );
}
