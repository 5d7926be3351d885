import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { QuantitySelector } from '../../../features/catalogue/components/quantity-selector';
import { getMaxPurchasable } from '@aabhushan/shared/rules/quantity';
import { AddToCartButton } from '../../../features/cart/components/add-to-cart-button';
import { WishlistToggle } from '../../../features/wishlist/components/wishlist-toggle';
import styles from './product-detail.module.css';

// Its own chunk: only pieces that may be engraved load it, and never in the first view's bundle.
const EngravingOption = lazy(() => import('./engraving-option'));

/** Pieces left at or below which the page says "Only N left". */
export const LOW_STOCK_AT = 5;

interface PurchasePanelProps {
  product: Product;
  variantId: string | null;
  inventory: Product['inventory'];
}

/**
 * Stock, quantity, Add to Cart (the chosen quantity and variant) and the wishlist heart for the
 * chosen variant. Remounted (key) when the variant changes, so the quantity starts again at 1
 * within the new variant's limit.
 */
export function PurchasePanel({ product, variantId, inventory }: PurchasePanelProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [engraving, setEngraving] = useState('');
  // Drawn in the browser only, after hydration: the server draws its reserved place (a lazy part cannot be drawn there).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
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
      {product.engraving && !soldOut && (mounted ? (
        <Suspense fallback={<div className={styles.engravingSlot} />}>
          <EngravingOption maxLength={product.engraving.maxLength} value={engraving} onChange={setEngraving} />
        </Suspense>
      ) : (
        <div className={styles.engravingSlot} />
      ))}
      <div className={styles.buy}>
        <AddToCartButton product={product} place="detail" quantity={quantity} variantId={variantId} soldOut={soldOut} engraving={engraving} />
        <WishlistToggle product={product} place="detail" look="full" />
      </div>
    </div>
  );
}
