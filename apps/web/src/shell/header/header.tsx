import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import type { Panel } from '../nav-items';
import { useScrolled } from '../use-scrolled';
import { BrandLogo } from '../../components/ui/brand-logo';
import { MainNav } from './main-nav';
import { ShoppingButtons } from './shopping-buttons';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';
export const SEARCH_OVERLAY_ID = 'search-overlay';

interface HeaderProps {
  panel: Panel;
  onOpen: (panel: Exclude<Panel, null>) => void;
}

/** Sticky header: desktop top bar, navbar and account menu; on a phone a compact bar with menu and search. */
export function Header({ panel, onOpen }: HeaderProps) {
  const { t } = useTranslation();
  const scrolled = useScrolled();
  return (
    <header className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header} data-scrolled={scrolled}>
      <TopBar />
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-label={t('header.openMenu')}
          aria-expanded={panel === 'menu'}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => onOpen('menu')}
        >
          <Icon name="menu" />
        </button>
        <BrandLogo />
        <MainNav />
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.searchButton}`}
            aria-label={t('header.search')}
            aria-expanded={panel === 'search'}
            aria-controls={SEARCH_OVERLAY_ID}
            onClick={() => onOpen('search')}
          >
            <Icon name="search" />
            <span className={styles.searchLabel} aria-hidden="true">
              {t('header.search')}
            </span>
          </button>
          <ShoppingButtons panel={panel} onOpen={onOpen} />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
