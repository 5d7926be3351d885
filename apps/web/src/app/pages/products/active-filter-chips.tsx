import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { LocalizedText } from '@aabhushan/shared/schemas/common';
import { CatalogueIcon } from '../../../features/catalogue/components/catalogue-icon';
import { useMetalName } from '../../../features/catalogue/components/metal-label';
import type { ProductFilters } from '../../../features/catalogue/lib/product-filters';
import { useLocalized } from '../../../lib/use-localized';
import styles from './products.module.css';

interface ActiveFilterChipsProps {
  filters: ProductFilters;
  categoryName: LocalizedText | string | undefined;
  onChange: (filters: ProductFilters) => void;
  onClearAll: () => void;
}

/** One removable chip per active filter, and Clear all. */
export function ActiveFilterChips({ filters, categoryName, onChange, onClearAll }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const metalName = useMetalName();
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.category) {
    const name = categoryName ? pick(categoryName) : filters.category;
    chips.push({ key: 'category', label: name, remove: () => onChange({ ...filters, category: undefined }) });
  }
  for (const metal of filters.metals ?? []) {
    chips.push({
      key: `metal-${metal}`,
      label: metalName(metal),
      remove: () => onChange({ ...filters, metals: (filters.metals ?? []).filter((m) => m !== metal) }),
    });
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const label =
      filters.minPrice !== undefined && filters.maxPrice !== undefined
        ? `${formatInr(filters.minPrice)} – ${formatInr(filters.maxPrice)}`
        : filters.minPrice !== undefined
          ? t('shopping.chips.from', { price: formatInr(filters.minPrice) })
          : t('shopping.chips.upTo', { price: formatInr(filters.maxPrice!) });
    chips.push({ key: 'price', label, remove: () => onChange({ ...filters, minPrice: undefined, maxPrice: undefined }) });
  }
  if (filters.inStock) {
    const label = t('shopping.filters.inStock');
    chips.push({ key: 'inStock', label, remove: () => onChange({ ...filters, inStock: undefined }) });
  }
  if (chips.length === 0) return null;

  return (
    <div className={styles.chips}>
      <ul className={styles.chipList} aria-label={t('shopping.chips.label')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} onClick={chip.remove} aria-label={t('shopping.chips.remove', { filter: chip.label })}>
              <span>{chip.label}</span>
              <CatalogueIcon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        {t('shopping.chips.clearAll')}
      </button>
    </div>
  );
}
