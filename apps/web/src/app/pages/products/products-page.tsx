import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import { useProductCategories } from '../../../features/catalogue/api/get-product-categories';
import { CatalogueIcon } from '../../../features/catalogue/components/catalogue-icon';
import { FilterPanel } from '../../../features/catalogue/components/filter-panel';
import { SortSelect } from '../../../features/catalogue/components/sort-select';
import { countActiveFilters } from '../../../features/catalogue/lib/product-filters';
import { HydrateWhenNear, presentPart } from '../../../lib/hydrate-when-near';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterSheet } from './filter-sheet';
import { ListingResults } from './listing-results';
import { useListing } from './use-listing';
import { useListingHeading } from './use-listing-heading';
import { useListingState } from './use-listing-state';
import { useMetaDescription } from './use-meta-description';
import styles from './products.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

// A phone hides the sidebar (its filters open in a sheet): hydrated only where it is shown.
const sidebarFilters = presentPart(FilterPanel);
// One empty list, not a new one each render: new props would hydrate the waiting sidebar at once.
const NO_CATEGORIES: readonly Category[] = [];

/**
 * /products: the collection, 9 a page, narrowed by category, metal, price and stock,
 * searched by ?search=, in one of six orders; all of it in the URL (see listing-params).
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const state = useListingState();
  const categories = useProductCategories();
  const category = categories.data?.find((c) => c.slug === state.params.category);
  // A category the store does not have is ignored once the list says so.
  const params = categories.isSuccess && state.params.category && !category ? { ...state.params, category: undefined } : state.params;
  const listing = useListing(params, { enabled: !state.params.category || categories.isFetched });
  const heading = useListingHeading(params, category);
  useDocumentTitle(heading.title);
  useMetaDescription(heading.lead ?? heading.title);
  const [sheetOpen, setSheetOpen] = useState(false);

  const activeCount = countActiveFilters(params);
  const pagination = listing.data?.pagination;
  const categoryOptions = categories.data ?? NO_CATEGORIES;

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home') },
          ...(params.category || params.tag || params.search ? [{ label: t('listing.allTitle'), to: href('products') }] : []),
          { label: heading.title },
        ]}
      />
      <header className={styles.header}>
        {heading.tagLabel && <p className={layout.eyebrow}>{heading.tagLabel}</p>}
        <h1 className={styles.title}>{heading.title}</h1>
        {heading.lead && <p className={styles.lead}>{heading.lead}</p>}
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('shopping.filters.title')}>
          <h2 className={styles.sidebarTitle}>{t('shopping.filters.title')}</h2>
          <HydrateWhenNear part={sidebarFilters} props={{ value: params, facets: listing.data?.facets, categories: categoryOptions, onChange: state.setFilters }} />
        </aside>

        <section className={styles.results} aria-label={t('shopping.resultsLabel')}>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={styles.filtersButton}
              aria-haspopup="dialog"
              onClick={() => setSheetOpen(true)}
            >
              <CatalogueIcon name="filter" />
              {t('shopping.filters.open')}
              {activeCount > 0 && (
                <span className={styles.filtersBadge}>
                  <span className="visually-hidden">: </span>
                  {activeCount}
                </span>
              )}
            </button>
            <p className={styles.count} aria-live="polite" data-testid="result-count">
              {pagination && !listing.isPlaceholderData ? t('listing.count', { count: pagination.totalItems }) : '\u00a0'}
            </p>
            <SortSelect value={params.sort} relevance={Boolean(params.search)} onChange={state.setSort} />
          </div>
          <ActiveFilterChips filters={params} categoryName={category?.name} onChange={state.setFilters} onClearAll={state.clearFilters} />
          <ListingResults
            listing={listing}
            params={params}
            hasFilters={activeCount > 0}
            categories={categoryOptions}
            onClearFilters={state.clearFilters}
          />
        </section>
      </div>

      {sheetOpen && (
        <FilterSheet params={params} categories={categoryOptions} onApply={state.setFilters} onClose={() => setSheetOpen(false)} />
      )}
    </div>
  );
}
