import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Review, ReviewSummary } from '@aabhushan/shared/schemas/reviews';
import { REVIEW_LIST_DEFAULT_LIMIT } from '@aabhushan/shared/rules/review-limits';
import type { Pagination } from '@aabhushan/shared/rules/pagination';
import { apiGet } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export interface ReviewPage {
  items: Review[];
  pagination: Pagination;
  summary: ReviewSummary;
}

const EMPTY_SUMMARY: ReviewSummary = { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

/** GET /api/public/product/{id}/reviews?page&limit: newest first, with the product's summary. */
export async function getProductReviews(productId: string, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  const answer = await apiGet<Review[]>(`/api/public/product/${encodeURIComponent(productId)}/reviews`, {
    params: { page, limit: REVIEW_LIST_DEFAULT_LIMIT },
    signal,
    // Public answers may sit 60 s in the browser cache; a shopper who just posted must see it.
    cache: 'no-cache',
  });
  const { summary } = answer as typeof answer & { summary?: ReviewSummary };
  const items = Array.isArray(answer.data) ? answer.data : [];
  return {
    items,
    pagination: answer.pagination ?? {
      currentPage: page,
      totalPages: 1,
      totalItems: items.length,
      itemsPerPage: REVIEW_LIST_DEFAULT_LIMIT,
      hasNextPage: false,
      hasPreviousPage: page > 1,
    },
    summary: summary ?? EMPTY_SUMMARY,
  };
}

export function productReviewsQueryOptions(productId: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined),
  });
}

/** The summary of the first loaded page (the whole product's), if loaded. */
export function readReviewSummary(pages: { pages: ReviewPage[] } | undefined): ReviewSummary | undefined {
  return pages?.pages[0]?.summary;
}

/** The pages loaded so far ("Show more" loads the next 10). */
export function useProductReviews(productId: string) {
  return useInfiniteQuery(productReviewsQueryOptions(productId));
}
