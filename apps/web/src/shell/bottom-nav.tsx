import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_MENU_ID } from './header/header';
import { Icon } from './icons';
import styles from './bottom-nav.module.css';

interface BottomNavProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** Phone-only bar within thumb reach: Menu, Home, Shop (cart, wishlist and sign-in join later). */
export function BottomNav({ menuOpen, onOpenMenu }: BottomNavProps) {
  const { t } = useTranslation();
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
    </nav>
  );
}
