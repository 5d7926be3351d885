import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import buttons from '../../../components/ui/button.module.css';
import { Stars } from '../../../components/ui/stars';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { useProductActions } from '../../../lib/product-actions';
import { useLocalized } from '../../../lib/use-localized';
import { productQueryOptions } from '../api/get-product';
import { getCardPurchase, getGalleryImages, isInStock } from '../lib/product-view';
import { useScrollLock } from '../lib/use-scroll-lock';
import { CatalogueIcon } from './catalogue-icon';
import { Price } from './price';
import { QuickViewDescription } from './quick-view-description';
import { QuickViewGallery } from './quick-view-gallery';
import styles from './quick-view.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** At or below this many pieces the stock line says how many are left. */
export const QUICK_VIEW_LOW_STOCK_AT = 5;

interface QuickViewDialogProps {
  /** The card's compact product: the dialog's first paint needs nothing more. */
  card: ProductCardData;
  onClose: () => void;
}

/**
 * A product at a glance without leaving the grid: gallery, name, price, rating, short
 * description (the long one expands), stock, and the way to the full page. It opens at once
 * from the card's data; the full product (descriptions, every image, fresh stock) loads
 * behind it, into the cache the product page reads too. A modal dialog: focus stays inside,
 * Escape or the backdrop closes it, focus returns to the opener.
 */
export function QuickViewDialog({ card, onClose }: QuickViewDialogProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Without the details the card's data still says what matters: no toast for a failed extra.
  const details = useQuery({ ...productQueryOptions(card.slug), meta: { handlesNotFound: true, quiet: true } });
  const product = details.data ?? card;
  const { AddToCart, WishlistToggle } = useProductActions();
  const purchase = getCardPurchase(product);
  useFocusTrap(panelRef, true, onClose, closeRef);
  useScrollLock(true);

  const name = pick(product.name);
  const inStock = isInStock(product.inventory);
  const quantity = product.inventory.quantity;
  const stock = !inStock
    ? t('product.soldOut')
    : quantity <= QUICK_VIEW_LOW_STOCK_AT
      ? t('product.onlyLeft', { count: quantity })
      : t('product.inStock');

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button ref={closeRef} type="button" className={styles.close} aria-label={t('shopping.quickView.close')} onClick={onClose}>
          <CatalogueIcon name="close" size={22} />
        </button>
        <QuickViewGallery images={getGalleryImages(product)} name={name} />
        <div className={styles.details}>
          <p className={styles.category}>{pick(product.category.name)}</p>
          <h2 id={titleId} className={styles.name}>
            {name}
          </h2>
          {product.ratingCount > 0 ? (
            <Stars rating={product.rating} count={product.ratingCount} size="md" />
          ) : (
            <p className={styles.muted}>{t('shopping.quickView.noReviews')}</p>
          )}
          <Price pricing={product.pricing} size="lg" />
          <p className={styles.stock} data-stock={inStock ? (quantity <= QUICK_VIEW_LOW_STOCK_AT ? 'low' : 'in') : 'out'}>
            {stock}
          </p>
          <QuickViewDescription description={details.data?.description} loading={details.isPending} />
          {AddToCart && WishlistToggle && (
            <div className={styles.buy}>
              <AddToCart product={product} place="quick-view" variantId={purchase.variantId} soldOut={purchase.soldOut} />
              <WishlistToggle product={product} place="quick-view" look="full" />
            </div>
          )}
          <Link to={href('product', { slug: product.slug })} className={`${buttons.secondary} ${styles.cta}`} onClick={onClose}>
            {t('shopping.quickView.viewDetails')}
          </Link>
        </div>
      </div>
    </div>,
    document.body,
  );
}
