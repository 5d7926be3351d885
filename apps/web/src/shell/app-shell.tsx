import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountData } from './account-data';
import { BottomNav } from './bottom-nav';
import { ErrorBoundary } from './errors/error-boundary';
import { PageError } from './errors/page-error';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { MobileMenu } from './header/mobile-menu';
import type { Panel } from './nav-items';
import { SearchOverlay } from './search/search-overlay';
import { isShellHidden } from './shell-visibility';
import { ToastContainer } from './toasts/toast-container';
import { useBodyPageClass } from './use-body-page-class';
import styles from './app-shell.module.css';

// The sidebars load when first opened, keeping the first view light (the store's budgets, docs/performance.md).
const CartSidebar = lazy(async () => ({ default: (await import('./sidebars/cart-sidebar')).CartSidebar }));
const WishlistSidebar = lazy(async () => ({ default: (await import('./sidebars/wishlist-sidebar')).WishlistSidebar }));

/**
 * The page frame: header, main, footer, bottom nav, menu, search, the cart and wishlist
 * sidebars and toasts. One panel is open at a time (spec A section 4), and any navigation closes it.
 */
/**
 * Where a page's scroll position is kept. Every freshly loaded page has the key "default", so
 * keying by it alone opened a newly typed address at the previous page's scroll position; a
 * loaded page is keyed by its address instead (a reload still returns to where it was).
 */
function getScrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const [openPanel, setOpenPanel] = useState<{ panel: Panel; at: string }>({ panel: null, at: location.key });
  const panel = openPanel.at === location.key ? openPanel.panel : null;
  const hidden = isShellHidden(location.pathname);
  useBodyPageClass(location.pathname);

  const open = useCallback((next: Exclude<Panel, null>) => setOpenPanel({ panel: next, at: location.key }), [location.key]);
  const close = useCallback(() => setOpenPanel({ panel: null, at: location.key }), [location.key]);

  useEffect(() => {
    document.body.classList.toggle('panel-open', panel !== null);
    // Spec A section 4: the cart or wishlist adds a sidebar-open body state.
    document.body.classList.toggle('sidebar-open', panel === 'cart' || panel === 'wishlist');
    return () => document.body.classList.remove('panel-open', 'sidebar-open');
  }, [panel]);

  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('shell.skipToContent')}
      </a>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />}
      {!hidden && <Header panel={panel} onOpen={open} />}
      <main id="main" tabIndex={-1} className={hidden ? styles.bare : styles.main}>
        <ErrorBoundary fallback={<PageError />} resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {!hidden && (
        <>
          <Footer />
          <BottomNav panel={panel} onOpen={open} />
          <MobileMenu open={panel === 'menu'} onClose={close} />
          <SearchOverlay open={panel === 'search'} onClose={close} />
          <Suspense fallback={null}>
            {panel === 'cart' && <CartSidebar open onClose={close} />}
            {panel === 'wishlist' && <WishlistSidebar open onClose={close} />}
          </Suspense>
        </>
      )}
      <AccountData />
      <ToastContainer />
      <ScrollRestoration getKey={getScrollKey} />
    </>
  );
}
