import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ReviewSummary as Summary } from '@aabhushan/shared/schemas/reviews';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { useTranslateMessage } from '../../../lib/translate-message';
import { readReviewSummary, useProductReviews, type ReviewPage } from '../api/get-product-reviews';
import { useReviewEligibility } from '../api/get-review-eligibility';
import { reviewKeys } from '../api/review-keys';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';
import formStyles from './review-form.module.css';
import styles from './reviews.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface ReviewsSectionProps {
  productId: string;
  /** This page's path and query, for the sign-in link's returnUrl. */
  returnTo: string;
  /** After a review is posted, with the fresh summary: the page updates the product's rating and count. */
  onPosted?: (summary: Summary | undefined) => void;
}

/** Summary, the form (or the sign-in note for guests) and the reviews themselves. */
export function ReviewsSection({ productId, returnTo, onPosted }: ReviewsSectionProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const session = useSession();
  const queryClient = useQueryClient();
  const reviews = useProductReviews(productId);
  const [postedMessage, setPostedMessage] = useState<string | null>(null);
  const pages = reviews.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const summary = pages[0]?.summary;
  const userId = session.user?._id;
  const eligibility = useReviewEligibility(productId, session.status === 'signed-in' ? userId : undefined);
  const alreadyReviewed = eligibility.data?.status === 'already-reviewed';

  const write = () => {
    if (session.status === 'loading') return null;
    if (session.status === 'signed-out') {
      return (
        <div className={formStyles.guest}>
          <p className={formStyles.formTitle}>{t('reviews.form.title')}</p>
          <p>{t('reviews.loginRequired')}</p>
          <Link className={formStyles.submit} to={href('user-login', {}, { returnUrl: returnTo })}>
            {t('reviews.signIn')}
          </Link>
        </div>
      );
    }
    if (postedMessage) {
      return (
        <p className={formStyles.success} role="status">
          {tm(postedMessage)}
        </p>
      );
    }
    if (alreadyReviewed) return <p className={styles.note}>{t('reviews.alreadyReviewed')}</p>;
    if (eligibility.isPending) return <p role="status">{t('reviewAccess.checking')}</p>;
    // Only customers who received the piece may review it: say so before anything is typed.
    // (If the check itself failed, the form shows and the server still decides.)
    if (eligibility.data?.status === 'purchase-required') {
      return (
        <div className={formStyles.guest} data-testid="review-purchase-required">
          <p className={formStyles.formTitle}>{t('reviews.form.title')}</p>
          <p>{t('reviewAccess.purchaseRequired')}</p>
          <p>{t('reviewAccess.afterDelivery')}</p>
        </div>
      );
    }
    return (
      <ReviewForm
        productId={productId}
        onPosted={(message) => {
          setPostedMessage(message);
          // The list was refetched before the post resolved, so its summary is the new one.
          onPosted?.(readReviewSummary(queryClient.getQueryData<InfiniteData<ReviewPage>>(reviewKeys.product(productId))));
        }}
      />
    );
  };

  return (
    <div className={styles.section}>
      <div className={styles.aside}>
        {summary && <ReviewSummary summary={summary} />}
        {write()}
      </div>
      <div className={styles.main}>
        {reviews.isPending && <p role="status">{t('common.loading')}</p>}
        {reviews.isError && (
          <div className={styles.note} role="alert">
            <p>{t('reviews.loadError')}</p>
            <button type="button" className={styles.more} onClick={() => void reviews.refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        )}
        {reviews.isSuccess && items.length === 0 && <p className={styles.empty}>{t('reviews.empty')}</p>}
        {items.length > 0 && (
          <ReviewList
            reviews={items}
            hasMore={reviews.hasNextPage}
            loadingMore={reviews.isFetchingNextPage}
            onShowMore={() => void reviews.fetchNextPage()}
          />
        )}
      </div>
    </div>
  );
}
