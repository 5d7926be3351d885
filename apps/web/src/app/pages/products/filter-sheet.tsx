import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { CatalogueIcon } from '../../../features/catalogue/components/catalogue-icon';
import { FilterPanel, type CategoryOption } from '../../../features/catalogue/components/filter-panel';
import { EMPTY_FILTERS, type ProductFilters } from '../../../features/catalogue/lib/product-filters';
import { useScrollLock } from '../../../features/catalogue/lib/use-scroll-lock';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { withFilters, type ListingParams } from './listing-params';
import { useListing } from './use-listing';
import styles from './filter-sheet.module.css';

interface FilterSheetProps {
  params: ListingParams;
  categories: readonly CategoryOption[];
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

/**
 * The phone's filters: a bottom sheet that works on a draft. Its counts and the Apply
 * button's total follow the draft (the same call, answered from cache when it can be);
 * Apply writes the draft to the URL, Escape or the backdrop leave the listing as it was.
 */
export function FilterSheet({ params, categories, onApply, onClose }: FilterSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<ProductFilters>(() => ({
    category: params.category,
    metals: params.metals ?? [],
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    inStock: params.inStock,
  }));
  useFocusTrap(panelRef, true, onClose);
  useScrollLock(true);
  const preview = useListing(withFilters(params, draft));
  const total = preview.data?.pagination.totalItems;

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panelRef} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('shopping.filters.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('shopping.filters.close')} onClick={onClose}>
            <CatalogueIcon name="close" size={22} />
          </button>
        </header>
        <div className={styles.body}>
          <FilterPanel value={draft} facets={preview.data?.facets} categories={categories} onChange={setDraft} />
        </div>
        <footer className={styles.foot}>
          <button type="button" className={buttons.secondary} onClick={() => setDraft(EMPTY_FILTERS)}>
            {t('shopping.filters.clear')}
          </button>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {total === undefined || preview.isPlaceholderData ? t('shopping.filters.apply') : t('shopping.filters.applyCount', { count: total })}
          </button>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
