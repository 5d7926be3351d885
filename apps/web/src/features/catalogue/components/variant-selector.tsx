import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductVariant } from '@aabhushan/shared/schemas/catalogue';
import { isInStock } from '../lib/product-view';
import styles from './variant-selector.module.css';

interface VariantSelectorProps {
  variants: ProductVariant[];
  selectedId: string | undefined;
  onSelect: (variant: ProductVariant) => void;
}

/** Options of a piece (size, metal, length) as a radio group; price, images and stock follow the choice. */
export function VariantSelector({ variants, selectedId, onSelect }: VariantSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  if (variants.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('product.chooseOption')}</legend>
      <div className={styles.options}>
        {variants.map((variant) => {
          const soldOut = !isInStock(variant.inventory);
          return (
            <label key={variant._id} className={soldOut ? `${styles.option} ${styles.soldOut}` : styles.option}>
              <input
                type="radio"
                name={name}
                value={variant._id}
                className={styles.input}
                checked={variant._id === selectedId}
                onChange={() => onSelect(variant)}
              />
              <span className={styles.chip}>
                {variant.variantName}
                {soldOut && <span className="visually-hidden"> ({t('badges.soldOut')})</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
