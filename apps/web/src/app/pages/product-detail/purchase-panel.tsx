import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { QuantitySelector } from '../../../features/catalogue/components/quantity-selector';
import { getMaxPurchasable } from '@aabhushan/shared/rules/quantity';
import styles from './product-detail.module.css';

/** Pieces left at or below which the page says "Only N left". */
export const LOW_STOCK_AT = 5;

/**
 * Stock and quantity for the chosen variant. Remounted (key) when the variant changes, so
 * the quantity starts again at 1 within the new variant's limit.
 */
export function PurchasePanel({ inventory }: { inventory: Product['inventory'] }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const max = getMaxPurchasable(inventory);
  const soldOut = max < 1;
  return (
    <div className={styles.purchase}>
      <p className={soldOut ? `${styles.stock} ${styles.soldOut}` : styles.stock} data-testid="stock">
        <span className={styles.stockDot} aria-hidden="true" />
        {soldOut
          ? t('product.soldOut')
          : inventory.quantity <= LOW_STOCK_AT
            ? t('product.onlyLeft', { count: inventory.quantity })
            : t('product.inStock')}
      </p>
      {soldOut ? (
        <p className={styles.soldOutText}>{t('product.soldOutText')}</p>
      ) : (
        <QuantitySelector value={quantity} max={max} onChange={setQuantity} />
      )}
    </div>
  );
}
