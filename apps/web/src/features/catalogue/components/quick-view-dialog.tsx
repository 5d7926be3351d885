import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import buttons from '../../../components/ui/button.module.css';
import { Stars } from '../../../components/ui/stars';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { useProductActions } from '../../../lib/product-actions';
import { useLocalized } from '../../../lib/use-localized';
import { getCardPurchase, getGalleryImages, isInStock } from '../lib/product-view';
import { useScrollLock } from '../lib/use-scroll-lock';
import { CatalogueIcon } from './catalogue-icon';
import { Price } from './price';
import { QuickViewGallery } from './quick-view-gallery';
import styles from './quick-view.module.css';

/** At or below this many pieces the stock line says how many are left. */
export const QUICK_VIEW_LOW_STOCK_AT = 5;

interface QuickViewDialogProps {
  product: Product;
  onClose: () => void;
}

/**
 * A product at a glance without leaving the grid: gallery, name, price, rating, short
 * description (the long one expands), stock, and the way to the full page. A modal dialog:
 * focus stays inside, Escape or the backdrop closes it, focus returns to the opener.
 */
export function QuickViewDialog({ product, onClose }: QuickViewDialogProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const longId = useId();
  const [expanded, setExpanded] = useState(false);
  const { AddToCart, WishlistToggle } = useProductActions();
  const purchase = getCardPurchase(product);
  useFocusTrap(panelRef, true, onClose, closeRef);
  useScrollLock(true);

  const name = pick(product.name);
  const short = pick(product.description.short);
  const long = pick(product.description.long);
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
          {short && <p className={styles.text}>{short}</p>}
          {long && long !== short && (
            <>
              <p id={longId} className={styles.text} hidden={!expanded}>
                {long}
              </p>
              <button
                type="button"
                className={buttons.textLink}
                aria-expanded={expanded}
                aria-controls={longId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? t('shopping.quickView.showLess') : t('shopping.quickView.showMore')}
              </button>
            </>
          )}
          {AddToCart && WishlistToggle && (
            <div className={styles.buy}>
              <AddToCart product={product} place="quick-view" variantId={purchase.variantId} soldOut={purchase.soldOut} />
              <WishlistToggle product={product} place="quick-view" look="full" />
            </div>
          )}
          <Link to={`/product/${product.slug}`} className={`${buttons.secondary} ${styles.cta}`} onClick={onClose}>
            {t('shopping.quickView.viewDetails')}
          </Link>
        </div>
      </div>
    </div>,
    document.body,
  );
}
