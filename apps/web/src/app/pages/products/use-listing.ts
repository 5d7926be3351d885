import { useProducts } from '../../../features/catalogue/api/get-products';
import { useSearchProducts } from '../../../features/catalogue/api/search-products';
import { LISTING_PAGE_SIZE, type ListingParams } from './listing-params';

/** One page of the listing: the search call when ?search= is set, else the filtered product list. */
export function useListing(params: ListingParams) {
  const searching = Boolean(params.search);
  const list = useProducts(
    { page: params.page, limit: LISTING_PAGE_SIZE, category: params.category, tag: params.tag },
    { enabled: !searching },
  );
  const search = useSearchProducts(
    { q: params.search ?? '', page: params.page, limit: LISTING_PAGE_SIZE },
    { enabled: searching },
  );
  return searching ? search : list;
}
