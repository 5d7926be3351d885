import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { Stars } from '../../../components/ui/stars';
import { useProductActions, type ShoppingPlace } from '../../../lib/product-actions';
import { useLocalized } from '../../../lib/use-localized';
import { getCardBadges, getCardPurchase, getMainImage, isInStock, type ProductBadge } from '../lib/product-view';
import { CatalogueIcon } from './catalogue-icon';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { ProductImage } from '../../../components/ui/product-image';
import styles from './product-card.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface ProductCardProps {
  /** The compact card shape the lists answer with `view=card` (a full product works too). */
  product: ProductCardData;
  headingLevel?: 2 | 3;
  /** Badges that say nothing in this context (Featured inside the featured section). */
  hiddenBadges?: readonly ProductBadge[];
  /** For tests: the moment "New" is measured from. */
  now?: Date;
  /** The quick-view button over the image (on by default). */
  quickView?: boolean;
  /** Where the card is shown: the home page has its own guest message (spec B section 2). */
  place?: Extract<ShoppingPlace, 'home' | 'listing'>;
  /** The image loads at once, first among images: the card opens the page (its likely LCP). */
  eagerImage?: boolean;
}

// The quick view (dialog, gallery, the full product's fetcher) stays out of the first view; pointing
// at or focusing its button starts the download, so it is usually there by the click.
const loadQuickView = () => import('./quick-view-dialog');
const QuickViewDialog = lazy(async () => ({ default: (await loadQuickView()).QuickViewDialog }));
const preloadQuickView = () => void loadQuickView();

/** Badges stay quiet: two at most, in priority order. */
export const MAX_CARD_BADGES = 2;

/**
 * One product in a grid: square image, category, name (two lines at most), rating when
 * rated, price, Add to Cart. The whole card is one link (the name) to /product/{slug}; the
 * heart and the quick-view button over the image and Add to Cart are their own targets.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  hiddenBadges = [],
  now,
  quickView = true,
  place = 'listing',
  eagerImage = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { AddToCart, WishlistToggle } = useProductActions();
  const purchase = getCardPurchase(product);
  const [viewing, setViewing] = useState(false);
  const name = pick(product.name);
  const image = getMainImage(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badges = getCardBadges(product, now)
    .filter((badge) => !hiddenBadges.includes(badge))
    .slice(0, MAX_CARD_BADGES);
  return (
    <article className={styles.card} data-sold-out={isInStock(product.inventory) ? undefined : true}>
      <div className={styles.media}>
        <ProductImage src={image?.url} alt={image?.altText || name} eager={eagerImage} className={styles.image} />
        <ProductBadges badges={badges} className={styles.badges} />
        {WishlistToggle && <WishlistToggle product={product} place={place} look="icon" />}
        {quickView && (
          <button
            type="button"
            className={styles.quickView}
            aria-haspopup="dialog"
            aria-label={t('shopping.quickView.open', { name })}
            onPointerEnter={preloadQuickView}
            onFocus={preloadQuickView}
            onClick={() => setViewing(true)}
          >
            <CatalogueIcon name="eye" size={18} />
            <span className={styles.quickViewText}>{t('shopping.quickView.label')}</span>
          </button>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{pick(product.category.name)}</p>
        <Heading className={styles.name}>
          <Link to={href('product', { slug: product.slug })} className={styles.link}>
            {name}
          </Link>
        </Heading>
        {product.ratingCount > 0 && <Stars rating={product.rating} count={product.ratingCount} />}
        <Price pricing={product.pricing} />
      </div>
      {AddToCart && (
        <div className={styles.actions}>
          <AddToCart product={product} place={place} variantId={purchase.variantId} soldOut={purchase.soldOut} />
        </div>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <QuickViewDialog card={product} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </article>
  );
}
