import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SORT, isProductSort, PRODUCT_SORTS, type ProductSort } from '../lib/product-filters';
import styles from './filter-panel.module.css';

interface SortSelectProps {
  value: ProductSort | undefined;
  /** Searches are ranked by relevance until the shopper picks an order. */
  relevance?: boolean;
  onChange: (sort: ProductSort | undefined) => void;
}

/** The six orders (spec B section 2), plus Best match for a search; the server sorts. */
export function SortSelect({ value, relevance = false, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('shopping.sort.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? (relevance ? '' : DEFAULT_SORT)}
        onChange={(event) => onChange(isProductSort(event.target.value) ? event.target.value : undefined)}
      >
        {relevance && <option value="">{t('shopping.sort.relevance')}</option>}
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`shopping.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
