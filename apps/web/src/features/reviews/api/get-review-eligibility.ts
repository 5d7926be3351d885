import { useQuery } from '@tanstack/react-query';
import type { ReviewEligibility } from '@aabhushan/shared/schemas/reviews';
import { apiGet } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/product/{id}/reviews/eligibility (bearer): may this customer review the piece? */
export async function getReviewEligibility(productId: string, signal?: AbortSignal): Promise<ReviewEligibility> {
  return (await apiGet<ReviewEligibility>(`/api/product/${encodeURIComponent(productId)}/reviews/eligibility`, { signal })).data;
}

/**
 * Asked before the form is shown, so a customer who has not received the piece hears why
 * before typing (docs/decisions.md). Only for a signed-in account (`userId`).
 */
export function useReviewEligibility(productId: string, userId: string | undefined) {
  return useQuery({
    queryKey: reviewKeys.eligibility(productId, userId ?? ''),
    queryFn: ({ signal }) => getReviewEligibility(productId, signal),
    enabled: Boolean(userId),
    meta: { quiet: true },
  });
}
