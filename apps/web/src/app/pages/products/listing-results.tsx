import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import buttons from '../../../components/ui/button.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { translateApiMessage } from '../../../lib/translate-message';
import type { useProductListing } from '../../../features/catalogue/api/get-product-listing';
import { Pagination } from '../../../features/catalogue/components/pagination';
import { ProductGrid } from '../../../features/catalogue/components/product-grid';
import { buildListingHref, LISTING_PAGE_SIZE, type ListingParams } from './listing-params';
import { SearchNoResults } from './search-no-results';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The cards hydrated with the page: a phone's first screen shows two to four; the rest wait until near. */
const LISTING_HYDRATED_FIRST = 4;

interface ListingResultsProps {
  listing: ReturnType<typeof useProductListing>;
  params: ListingParams;
  hasFilters: boolean;
  categories: readonly Category[];
  onClearFilters: () => void;
}

/** The grid with its loading, error, empty and no-results states, then the page links. */
export function ListingResults({ listing, params, hasFilters, categories, onClearFilters }: ListingResultsProps) {
  const { t } = useTranslation();
  const items = listing.data?.items ?? [];
  const pagination = listing.data?.pagination;

  if (listing.isPending) return <ProductGrid products={[]} loadingCount={LISTING_PAGE_SIZE} headingLevel={2} />;
  if (listing.isError && !listing.data) {
    return (
      <StatusMessage
        tone="error"
        title={t('listing.errorTitle')}
        actions={
          <button type="button" className={buttons.primary} onClick={() => void listing.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      >
        <p>{isBadRequest(listing.error) ? translateApiMessage(listing.error, t) : t('listing.errorText')}</p>
      </StatusMessage>
    );
  }
  if (items.length === 0) {
    if (params.page > 1 && (pagination?.totalItems ?? 0) > 0) {
      return (
        <StatusMessage
          title={t('listing.pageEmptyTitle')}
          actions={
            <Link to={buildListingHref({ ...params, page: 1 })} className={buttons.secondary}>
              {t('listing.firstPage')}
            </Link>
          }
        />
      );
    }
    if (hasFilters) {
      return (
        <StatusMessage
          title={t('shopping.empty.title')}
          actions={
            <button type="button" className={buttons.primary} onClick={onClearFilters}>
              {t('shopping.empty.clear')}
            </button>
          }
        >
          <p>{t('shopping.empty.text')}</p>
        </StatusMessage>
      );
    }
    if (params.search) return <SearchNoResults query={params.search} categories={categories} />;
    return (
      <StatusMessage
        title={t('listing.emptyTitle')}
        actions={
          <Link to={href('products')} className={buttons.secondary}>
            {t('listing.seeAll')}
          </Link>
        }
      >
        <p>{t('listing.emptyText')}</p>
      </StatusMessage>
    );
  }
  return (
    <>
      {/* The first row on a phone (two columns) is above the fold: its images are the page's LCP. */}
      <ProductGrid products={items} headingLevel={2} busy={listing.isPlaceholderData} eagerImages={2} hydrateFirst={LISTING_HYDRATED_FIRST} />
      {pagination && (
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          getHref={(page) => buildListingHref({ ...params, page })}
        />
      )}
    </>
  );
}

/** A 400 carries the server's own clear message (a broken price range, say); other failures get ours. */
function isBadRequest(error: unknown): error is Error {
  return isApiError(error) && error.kind === 'http' && error.status === 400 && Boolean(error.message);
}
