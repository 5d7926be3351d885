import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductVariant } from '@aabhushan/shared/schemas/catalogue';
import { isChainLengthSet, isInStock } from '../lib/product-view';
import { getVariantLabel } from '../../../lib/variant-label';
import styles from './variant-selector.module.css';

interface VariantSelectorProps {
  variants: ProductVariant[];
  selectedId: string | undefined;
  onSelect: (variant: ProductVariant) => void;
}

/**
 * Options of a piece, in the shopper's language; price, images, stock and breakup follow the
 * choice. Chain lengths are a select; sizes and metal colours a radio group of chips.
 */
export function VariantSelector({ variants, selectedId, onSelect }: VariantSelectorProps) {
  if (variants.length === 0) return null;
  return isChainLengthSet(variants) ? (
    <ChainLengthSelect variants={variants} selectedId={selectedId} onSelect={onSelect} />
  ) : (
    <VariantChips variants={variants} selectedId={selectedId} onSelect={onSelect} />
  );
}

function ChainLengthSelect({ variants, selectedId, onSelect }: VariantSelectorProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  return (
    <div className={styles.selectWrap}>
      <label htmlFor={id} className={styles.legend}>
        {t('product.chainLength')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selectedId}
        onChange={(event) => {
          const chosen = variants.find((variant) => variant._id === event.target.value);
          if (chosen) onSelect(chosen);
        }}
      >
        {variants.map((variant) => (
          <option key={variant._id} value={variant._id}>
            {isInStock(variant.inventory) ? getVariantLabel(variant, language) : t('product.optionSoldOut', { option: getVariantLabel(variant, language) })}
          </option>
        ))}
      </select>
    </div>
  );
}

function VariantChips({ variants, selectedId, onSelect }: VariantSelectorProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = useId();
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
                {getVariantLabel(variant, language)}
                {soldOut && <span className="visually-hidden"> ({t('badges.soldOut')})</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
