import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildLoginUrl } from '../lib/session/return-url';
import { useSession } from '../lib/session/use-session';
import { MOBILE_MENU_ID } from './header/header';
import { UserIcon } from './header/user-icon';
import { Icon } from './icons';
import styles from './bottom-nav.module.css';

interface BottomNavProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** Phone-only bar within thumb reach: Menu, Home, Shop, and Login or Profile (spec A section 2);
 * a quiet placeholder in the last slot until the session is known. */
export function BottomNav({ menuOpen, onOpenMenu }: BottomNavProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);
  return (
    <nav className={styles.bar} aria-label={t('nav.bottomLabel')}>
      <button
        type="button"
        className={styles.item}
        aria-expanded={menuOpen}
        aria-controls={MOBILE_MENU_ID}
        onClick={onOpenMenu}
      >
        <Icon name="menu" />
        <span>{t('nav.menu')}</span>
      </button>
      <NavLink to="/home" className={itemClass}>
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink to="/products" className={itemClass}>
        <Icon name="shop" />
        <span>{t('nav.shop')}</span>
      </NavLink>
      {status === 'loading' ? (
        // Holds the slot while the stored session is restored, so a signed-in shopper never sees Login flash.
        <span className={`${styles.item} ${styles.pending}`} aria-hidden="true" data-testid="account-pending">
          <UserIcon />
          <span className={styles.pendingLabel} />
        </span>
      ) : status === 'signed-in' ? (
        <NavLink to="/profile" className={itemClass}>
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
