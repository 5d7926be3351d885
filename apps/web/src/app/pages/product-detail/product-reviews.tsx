import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import type { ReviewSummary } from '@aabhushan/shared/schemas/reviews';
import { catalogueKeys } from '../../../features/catalogue/api/catalogue-keys';
import { ReviewsSection } from '../../../features/reviews/components/reviews-section';

/**
 * The Reviews tab. A new review updates this product's rating and count from the fresh review
 * summary at once (a refetch could come from the browser's 60 s cache of public answers), and
 * marks the product lists stale so their cards catch up.
 */
export function ProductReviews({ product }: { product: Product }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const onPosted = useCallback(
    (summary: ReviewSummary | undefined) => {
      if (summary) {
        queryClient.setQueriesData<Product>({ queryKey: [...catalogueKeys.all, 'product'] }, (old) =>
          old && old._id === product._id ? { ...old, rating: summary.average, ratingCount: summary.count } : old,
        );
      }
      void queryClient.invalidateQueries({
        queryKey: catalogueKeys.all,
        predicate: (query) => query.queryKey[1] !== 'product',
      });
    },
    [queryClient, product._id],
  );
  return <ReviewsSection productId={product._id} returnTo={`${location.pathname}${location.search}`} onPosted={onPosted} />;
}
