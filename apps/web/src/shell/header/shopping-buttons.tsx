import { useTranslation } from 'react-i18next';
import { ShopIcon } from '../../components/ui/shop-icon';
import { useCart } from '../../features/cart/api/get-cart';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';
import { CART_SIDEBAR_ID, WISHLIST_SIDEBAR_ID, type Panel } from '../nav-items';
import { CountBadge } from './count-badge';
import styles from './header.module.css';

interface ShoppingButtonsProps {
  panel: Panel;
  onOpen: (panel: 'cart' | 'wishlist') => void;
}

/** The header's wishlist and cart buttons with their counts (badges only above 0, spec A section 4). */
export function ShoppingButtons({ panel, onOpen }: ShoppingButtonsProps) {
  const { t } = useTranslation();
  const cartCount = useCart().data?.totalItems ?? 0;
  const wishlistCount = useWishlist().data?.items.length ?? 0;
  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.shoppingButton}`}
        aria-label={t('wishlist.sidebar.open', { count: wishlistCount })}
        aria-expanded={panel === 'wishlist'}
        aria-controls={WISHLIST_SIDEBAR_ID}
        onClick={() => onOpen('wishlist')}
      >
        <ShopIcon name="heart" size={22} />
        <CountBadge count={wishlistCount} testId="wishlist-count" />
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.cartButton}`}
        aria-label={t('cart.sidebar.open', { count: cartCount })}
        aria-expanded={panel === 'cart'}
        aria-controls={CART_SIDEBAR_ID}
        onClick={() => onOpen('cart')}
      >
        <ShopIcon name="bag" size={22} />
        <CountBadge count={cartCount} testId="cart-count" />
      </button>
    </>
  );
}
