import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@aabhushan/shared/schemas/common';
import { useLocalized } from '../../../lib/use-localized';
import { PRODUCT_METALS, type ProductFacets, type ProductFilters } from '../lib/product-filters';
import { MetalLabel } from './metal-label';
import { PriceRange } from './price-range';
import styles from './filter-panel.module.css';

export interface CategoryOption {
  slug: string;
  name: LocalizedText | string;
}

interface FilterPanelProps {
  value: ProductFilters;
  facets: ProductFacets | undefined;
  /** Every category, for names while facet counts load. */
  categories: readonly CategoryOption[];
  onChange: (next: ProductFilters) => void;
}

/**
 * Category, metal, price and stock filters with their counts (each count applies the other
 * active filters). Options that would show nothing are disabled unless chosen.
 */
export function FilterPanel({ value, facets, categories, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const id = useId();
  const metals = value.metals ?? [];
  const categoryCounts = new Map(facets?.categories.map((c) => [c.slug, c.count]));
  const allCount = facets ? facets.categories.reduce((sum, c) => sum + c.count, 0) : undefined;
  const metalOptions = facets
    ? [...facets.metals.map((m) => m.value), ...metals.filter((m) => !facets.metals.some((f) => f.value === m))]
    : [...PRODUCT_METALS];
  const metalCounts = new Map(facets?.metals.map((m) => [m.value, m.count]));

  const toggleMetal = (metal: string, checked: boolean) =>
    onChange({ ...value, metals: checked ? [...metals, metal] : metals.filter((m) => m !== metal) });

  return (
    <div className={styles.panel}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('shopping.filters.category')}</legend>
        <ul className={styles.options}>
          <Option
            type="radio"
            name={`${id}-category`}
            label={t('shopping.filters.allCategories')}
            count={allCount}
            checked={!value.category}
            onChange={() => onChange({ ...value, category: undefined })}
          />
          {categories.map((category) => {
            const count = facets ? (categoryCounts.get(category.slug) ?? 0) : undefined;
            const checked = value.category === category.slug;
            return (
              <Option
                key={category.slug}
                type="radio"
                name={`${id}-category`}
                label={pick(category.name)}
                count={count}
                checked={checked}
                disabled={count === 0 && !checked}
                onChange={() => onChange({ ...value, category: category.slug })}
              />
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('shopping.filters.metal')}</legend>
        <ul className={styles.options}>
          {metalOptions.map((metal) => {
            const count = facets ? (metalCounts.get(metal) ?? 0) : undefined;
            const checked = metals.includes(metal);
            return (
              <Option
                key={metal}
                type="checkbox"
                label={<MetalLabel value={metal} />}
                count={count}
                checked={checked}
                disabled={count === 0 && !checked}
                onChange={(next) => toggleMetal(metal, next)}
              />
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('shopping.filters.price')}</legend>
        <PriceRange
          bounds={facets?.price}
          value={{ min: value.minPrice, max: value.maxPrice }}
          onChange={(range) => onChange({ ...value, minPrice: range.min, maxPrice: range.max })}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('shopping.filters.availability')}</legend>
        <ul className={styles.options}>
          <Option
            type="checkbox"
            label={t('shopping.filters.inStock')}
            count={facets?.inStock}
            checked={Boolean(value.inStock)}
            onChange={(next) => onChange({ ...value, inStock: next || undefined })}
          />
        </ul>
      </fieldset>
    </div>
  );
}

interface OptionProps {
  type: 'radio' | 'checkbox';
  name?: string;
  label: ReactNode;
  count: number | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function Option({ type, name, label, count, checked, disabled = false, onChange }: OptionProps) {
  return (
    <li>
      <label className={styles.option} data-disabled={disabled || undefined}>
        <input
          type={type}
          name={name}
          className={type === 'radio' ? styles.radio : styles.checkbox}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.optionLabel}>{label}</span>
        {count !== undefined && (
          <span className={styles.count} data-testid="facet-count">
            {count}
          </span>
        )}
      </label>
    </li>
  );
}
