import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useProductCategories } from '../../../features/catalogue/api/get-product-categories';
import { CategoryChips } from '../../../features/catalogue/components/category-chips';
import { Pagination } from '../../../features/catalogue/components/pagination';
import { ProductGrid } from '../../../features/catalogue/components/product-grid';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { buildListingHref, LISTING_PAGE_SIZE, readListingParams } from './listing-params';
import { useListing } from './use-listing';
import { useListingHeading } from './use-listing-heading';
import styles from './products.module.css';

/** /products: the collection, 9 a page, filtered by ?category=, ?tag= or ?search=, page in ?page=. */
export function ProductsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const params = readListingParams(searchParams);
  const listing = useListing(params);
  const categories = useProductCategories();
  const category = categories.data?.find((c) => c.slug === params.category);
  const heading = useListingHeading(params, category);
  useDocumentTitle(heading.title);

  const items = listing.data?.items ?? [];
  const pagination = listing.data?.pagination;
  const outOfRange = listing.isSuccess && items.length === 0 && params.page > 1;

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: '/home' },
          ...(params.category || params.tag || params.search || params.sort ? [{ label: t('listing.allTitle'), to: '/products' }] : []),
          { label: heading.title },
        ]}
      />
      <header className={styles.header}>
        {heading.tagLabel && <p className={layout.eyebrow}>{heading.tagLabel}</p>}
        <h1 className={styles.title}>{heading.title}</h1>
        {heading.lead && <p className={styles.lead}>{heading.lead}</p>}
      </header>
      {categories.data && categories.data.length > 0 && (
        <div className={styles.chips}>
          <CategoryChips
            categories={categories.data}
            selected={params.search ? '' : params.category}
            getHref={(slug) => buildListingHref({ page: 1, category: slug, tag: params.tag, sort: params.sort })}
          />
        </div>
      )}
      <p className={styles.count} aria-live="polite">
        {pagination && !listing.isPlaceholderData ? t('listing.count', { count: pagination.totalItems }) : '\u00a0'}
      </p>

      {listing.isPending && <ProductGrid products={[]} loadingCount={LISTING_PAGE_SIZE} headingLevel={2} />}
      {listing.isError && !listing.data && (
        <StatusMessage
          tone="error"
          title={t('listing.errorTitle')}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void listing.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        >
          <p>{t('listing.errorText')}</p>
        </StatusMessage>
      )}
      {listing.isSuccess && items.length === 0 && (
        <StatusMessage
          title={outOfRange ? t('listing.pageEmptyTitle') : params.search ? t('listing.noResultsTitle') : t('listing.emptyTitle')}
          actions={
            <Link to={outOfRange ? buildListingHref({ ...params, page: 1 }) : '/products'} className={buttons.secondary}>
              {outOfRange ? t('listing.firstPage') : t('listing.seeAll')}
            </Link>
          }
        >
          <p>{params.search ? t('listing.emptySearch', { query: params.search }) : t('listing.emptyText')}</p>
        </StatusMessage>
      )}
      {items.length > 0 && <ProductGrid products={items} headingLevel={2} busy={listing.isPlaceholderData} />}
      {pagination && items.length > 0 && (
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          getHref={(page) => buildListingHref({ ...params, page })}
        />
      )}
    </div>
  );
}
