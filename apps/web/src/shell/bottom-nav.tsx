import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildLoginUrl } from '../lib/session/return-url';
import { useSession } from '../lib/session/use-session';
import { ShopIcon } from '../components/ui/shop-icon';
import { useCart } from '../features/cart/api/get-cart';
import { useWishlist } from '../features/wishlist/api/get-wishlist';
import { CountBadge } from './header/count-badge';
import { MOBILE_MENU_ID } from './header/header';
import { CART_SIDEBAR_ID, WISHLIST_SIDEBAR_ID, type Panel } from './nav-items';
import { UserIcon } from './header/user-icon';
import { Icon } from './icons';
import styles from './bottom-nav.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface BottomNavProps {
  panel: Panel;
  onOpen: (panel: 'menu' | 'cart' | 'wishlist') => void;
}

/** Phone-only bar within thumb reach: Menu, Cart, Home, Wishlist, and Login or Profile (spec A
 * section 2); a quiet placeholder in the last slot until the session is known. */
export function BottomNav({ panel, onOpen }: BottomNavProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const cartCount = useCart().data?.totalItems ?? 0;
  const wishlistCount = useWishlist().data?.items.length ?? 0;
  const location = useLocation();
  const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);
  return (
    <nav className={styles.bar} aria-label={t('nav.bottomLabel')}>
      <button
        type="button"
        className={styles.item}
        aria-expanded={panel === 'menu'}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => onOpen('menu')}
      >
        <Icon name="menu" />
        <span>{t('nav.menu')}</span>
      </button>
      <button
        type="button"
        className={styles.item}
        aria-label={t('cart.sidebar.open', { count: cartCount })}
        aria-expanded={panel === 'cart'}
        aria-controls={CART_SIDEBAR_ID}
        onClick={() => onOpen('cart')}
      >
        <span className={styles.iconWrap}>
          <ShopIcon name="bag" size={22} />
          <CountBadge count={cartCount} />
        </span>
        <span aria-hidden="true">{t('nav.cart')}</span>
      </button>
      <NavLink to={href('home')} className={itemClass}>
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <button
        type="button"
        className={styles.item}
        aria-label={t('wishlist.sidebar.open', { count: wishlistCount })}
        aria-expanded={panel === 'wishlist'}
        aria-controls={WISHLIST_SIDEBAR_ID}
        onClick={() => onOpen('wishlist')}
      >
        <span className={styles.iconWrap}>
          <ShopIcon name="heart" size={22} />
          <CountBadge count={wishlistCount} />
        </span>
        <span aria-hidden="true">{t('nav.wishlist')}</span>
      </button>
      {status === 'loading' ? (
        // Holds the slot while the stored session is restored, so a signed-in shopper never sees Login flash.
        <span className={`${styles.item} ${styles.pending}`} aria-hidden="true" data-testid="account-pending">
          <UserIcon />
          <span className={styles.pendingLabel} />
        </span>
      ) : status === 'signed-in' ? (
        <NavLink to={href('profile')} className={itemClass}>
          <UserIcon />
          <span>{t('auth.userMenu.profile')}</span>
        </NavLink>
      ) : (
        <NavLink to={buildLoginUrl(`${location.pathname}${location.search}`)} className={itemClass}>
          <UserIcon />
          <span>{t('auth.userMenu.login')}</span>
        </NavLink>
      )}
    </nav>
  );
}
