import { useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
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

/**
 * The page frame: header, main, footer, bottom nav, menu, search and toasts. One panel
 * (menu or search) is open at a time, and any navigation closes it.
 */
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
    return () => document.body.classList.remove('panel-open');
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
          <BottomNav menuOpen={panel === 'menu'} onOpenMenu={() => open('menu')} />
          <MobileMenu open={panel === 'menu'} onClose={close} />
          <SearchOverlay open={panel === 'search'} onClose={close} />
        </>
      )}
      <ToastContainer />
      <ScrollRestoration />
    </>
  );
}
