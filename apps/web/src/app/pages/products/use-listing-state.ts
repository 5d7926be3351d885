import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductFilters, ProductSort } from '../../../features/catalogue/lib/product-filters';
import { buildListingQuery, readListingParams, withFilters, withoutFilters, type ListingParams } from './listing-params';

/**
 * The listing's state lives in the URL: every change is a new history entry (the back
 * button walks the filter history) and a filtered page can be shared as is. Changing a
 * filter or the order goes back to page 1; the scroll position stays where the shopper is.
 */
export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListingParams(searchParams), [searchParams]);

  const go = useCallback(
    (next: ListingParams) => setSearchParams(buildListingQuery(next), { preventScrollReset: true }),
    [setSearchParams],
  );
  const setFilters = useCallback(
    (filters: ProductFilters) =>
      go(
        withFilters(params, {
          category: filters.category,
          metals: filters.metals ?? [],
          minPrice: filters.minPrice,
          maxPrice: filters.maxPrice,
          inStock: filters.inStock,
        }),
      ),
    [go, params],
  );
  const setSort = useCallback((sort: ProductSort | undefined) => go(withFilters(params, { sort })), [go, params]);
  const clearFilters = useCallback(() => go(withoutFilters(params)), [go, params]);

  return { params, setFilters, setSort, clearFilters };
}
