import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { WishlistItem } from '@aabhushan/shared/schemas/wishlist';
import { ProductImage } from '../../../components/ui/product-image';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { usePieceName } from '../../../lib/use-piece-name';
import type { WishlistViewMode } from '../lib/wishlist-view-mode';
import styles from './wishlist-items.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

export interface WishlistItemActions {
  /** Moves the item to the cart; absent where the list only shows. */
  onMoveToCart?: (item: WishlistItem) => void;
  onRemove?: (item: WishlistItem) => void;
  /** Ids of items being moved or removed (their buttons wait). */
  busyIds?: ReadonlySet<string>;
  onNavigate?: () => void;
}

interface WishlistItemsProps extends WishlistItemActions {
  items: readonly WishlistItem[];
  mode: WishlistViewMode;
}

/**
 * Wishlist items as a grid, a list or a compact list (spec A section 2, B section 2): image,
 * name, today's price (mrp struck when higher), stock badge, move to cart and remove.
 */
export function WishlistItems({ items, mode, ...actions }: WishlistItemsProps) {
  return (
    <ul className={`${styles.items} ${styles[mode]}`} data-view={mode}>
      {items.map((item) => (
        <WishlistEntry key={item._id} item={item} mode={mode} {...actions} />
      ))}
    </ul>
  );
}

function WishlistEntry({ item, mode, onMoveToCart, onRemove, busyIds, onNavigate }: WishlistItemActions & { item: WishlistItem; mode: WishlistViewMode }) {
  const { t } = useTranslation();
  const pieceName = usePieceName();
  const snapshot = item.productSnapshot;
  const name = pieceName(snapshot);
  const productHref = href('product', { slug: snapshot.slug });
  const busy = busyIds?.has(item._id) ?? false;
  return (
    <li className={styles.item} aria-busy={busy} data-testid="wishlist-item">
      {mode !== 'compact' && (
        <Link to={productHref} className={styles.media} tabIndex={-1} aria-hidden="true" onClick={onNavigate}>
          <ProductImage src={snapshot.image || undefined} alt="" />
        </Link>
      )}
      <div className={styles.info}>
        <Link to={productHref} className={styles.name} onClick={onNavigate}>
          {name}
        </Link>
        <p className={styles.price}>
          <span data-testid="wishlist-price">{formatInr(snapshot.currentPrice)}</span>
          {snapshot.originalPrice > snapshot.currentPrice && <s>{formatInr(snapshot.originalPrice)}</s>}
        </p>
        <p className={item.isAvailable ? styles.inStock : styles.outOfStock}>{item.isAvailable ? t('wishlist.inStock') : t('wishlist.outOfStock')}</p>
        {item.priceDropped && <p className={styles.drop}>{t('wishlist.priceDropped', { amount: formatInr(item.priceWhenAdded) })}</p>}
      </div>
      {(onMoveToCart || onRemove) && (
        <div className={styles.actions}>
          {onMoveToCart && (
            <button type="button" className={styles.move} disabled={busy || !item.isAvailable} aria-label={mode === 'compact' ? t('wishlist.moveNamed', { name }) : undefined} onClick={() => onMoveToCart(item)}>
              <ShopIcon name="bag" size={16} />
              <span>{t('wishlist.moveToCart')}</span>
            </button>
          )}
          {onRemove && (
            <button type="button" className={styles.remove} disabled={busy} aria-label={t('wishlist.removeNamed', { name })} onClick={() => onRemove(item)}>
              <ShopIcon name="trash" size={16} />
            </button>
          )}
        </div>
      )}
    </li>
  );
}
