import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewCreate } from '@aabhushan/shared/schemas/reviews';
import { apiSend, type Envelope } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /api/product/{id}/reviews with the bearer token: 201 with the review and its message. */
export function postReview(productId: string, review: ReviewCreate): Promise<Envelope<Review>> {
  return apiSend<Review>('POST', `/api/product/${encodeURIComponent(productId)}/reviews`, review);
}

/**
 * Posts a review, then refreshes this product's reviews (summary and list). The product's own
 * rating is the page's to refresh (ReviewsSection's `onPosted`).
 */
export function usePostReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewCreate) => postReview(productId, review),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
      // Reviewed now: the eligibility answer is stale.
      void queryClient.invalidateQueries({ queryKey: ['reviews', 'eligibility', productId] });
    },
  });
}
