import { useProductListing } from '../../../features/catalogue/api/get-product-listing';
import { LISTING_PAGE_SIZE, type ListingParams } from './listing-params';

/**
 * One page of the listing with its facet counts: filters, search text, tag and order are all
 * applied by the server (GET /api/public/product). `enabled` holds the call back while the
 * category list decides whether a category in the URL exists.
 */
export function useListing(params: ListingParams, options: { enabled?: boolean } = {}) {
  return useProductListing(
    {
      page: params.page,
      limit: LISTING_PAGE_SIZE,
      search: params.search,
      category: params.category,
      tag: params.tag,
      metals: params.metals,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      inStock: params.inStock,
      sort: params.sort,
    },
    options,
  );
}
