import '../../../i18n/bundles/wishlist-page';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusMessage } from '../../../components/ui/status-message';
import { useClearWishlist } from '../../../features/wishlist/api/clear-wishlist';
import { useWishlist } from '../../../features/wishlist/api/get-wishlist';
import { WishlistItems } from '../../../features/wishlist/components/wishlist-items';
import { WishlistViewSwitch } from '../../../features/wishlist/components/wishlist-view-switch';
import { getWishlistErrorMessage } from '../../../features/wishlist/lib/wishlist-error-message';
import { isWishlistSort, sortWishlistItems, WISHLIST_SORTS, type WishlistSort } from '../../../features/wishlist/lib/wishlist-sort';
import { useWishlistViewMode } from '../../../features/wishlist/lib/wishlist-view-mode';
import { useSession } from '../../../lib/session/use-session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { toast } from '../../../lib/toast/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMoveToCart } from '../../shopping/use-move-to-cart';
import { useRemoveWishlistItem } from '../../shopping/use-remove-from-wishlist-item';
import { SharePanel, ShareWishlistButton, useWishlistSharing } from './share-wishlist';
import styles from './wishlist-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

// Loaded in the same chunk as this page (app/routes.tsx).
export { SharedWishlistPage } from '../shared-wishlist/shared-wishlist-page';

/**
 * /wishlist (spec B section 2): signed-in only ('Please login to view your wishlist'); grid, list
 * or compact (kept locally), four sorts, remove, move to cart, add all, share a link (and stop
 * sharing it), and clear the whole list after a confirmation.
 */
export function WishlistPage() {
  const { t, i18n } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const wishlist = useWishlist({ immediate: true });
  const [mode, setMode] = useWishlistViewMode(STORAGE_KEYS.wishlistPageView, 'grid');
  const { moveOne, moveAll, busyIds, movingAll } = useMoveToCart();
  const { removeOne, busyIds: removing } = useRemoveWishlistItem();
  const [redirected, setRedirected] = useState(false);
  const clear = useClearWishlist();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const sharing = useWishlistSharing();
  useDocumentTitle(t('wishlist.page.documentTitle'));
  const sortParam = params.get('sort');
  const sort: WishlistSort = isWishlistSort(sortParam) ? sortParam : 'newest';

  useEffect(() => {
    if (status !== 'signed-out' || redirected) return;
    toast.info(t('wishlist.guest.view'));
    setRedirected(true);
  }, [status, redirected, t]);

  if (status === 'signed-out') return <Navigate to={href('user-login', {}, { returnUrl: `${location.pathname}${location.search}` })} replace />;

  const items = sortWishlistItems(wishlist.data?.items ?? [], sort, i18n.language);
  const busy = new Set([...busyIds, ...removing]);
  const changeSort = (next: string) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'newest') copy.delete('sort');
      else copy.set('sort', next);
      return copy;
    }, { replace: true });
  };

  const clearAll = () => {
    setConfirmingClear(false);
    clear.mutate(undefined, {
      onSuccess: () => toast.success(t('wishlistPage.cleared')),
      onError: (error) => toast.error(getWishlistErrorMessage(error, 'clear', t)),
    });
  };

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home') }, { label: t('wishlist.myWishlist') }]} />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('wishlist.myWishlist')}</h1>
          {wishlist.data && <p className={styles.count}>{t('wishlist.sidebar.title', { count: items.length })}</p>}
        </div>
        {items.length > 0 && (
          <div className={styles.headerActions}>
            <ShareWishlistButton sharing={sharing} />
            <button type="button" className={buttons.primary} disabled={movingAll} onClick={() => void moveAll(items)}>
              {movingAll ? t('cart.adding') : t('wishlist.addAll.label')}
            </button>
          </div>
        )}
      </header>
      {wishlist.data && <SharePanel sharing={sharing} wishlist={wishlist.data} />}

      {(status === 'loading' || wishlist.isPending) && !wishlist.isError && (
        <p className={styles.loading} role="status">
          {t('common.loading')}
        </p>
      )}
      {wishlist.isError && (
        <StatusMessage
          tone="error"
          title={t('wishlist.errors.pageLoad')}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void wishlist.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        />
      )}
      {wishlist.isSuccess && items.length === 0 && (
        <StatusMessage
          title={t('wishlist.empty.title')}
          actions={
            <>
              <Link to={href('products')} className={buttons.primary}>
                {t('wishlist.empty.action')}
              </Link>
              <Link to={href('categories')} className={buttons.secondary}>
                {t('wishlist.empty.categories')}
              </Link>
            </>
          }
        >
          <p>{t('wishlist.empty.text')}</p>
        </StatusMessage>
      )}
      {items.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <label className={styles.sort}>
              <span>{t('wishlist.sort.label')}</span>
              <select value={sort} onChange={(event) => changeSort(event.target.value)}>
                {WISHLIST_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {t(`wishlist.sort.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <WishlistViewSwitch mode={mode} onChange={setMode} />
          </div>
          <WishlistItems items={items} mode={mode} onMoveToCart={moveOne} onRemove={removeOne} busyIds={busy} />
          <div className={styles.footer}>
            <button type="button" className={buttons.textLink} disabled={clear.isPending} onClick={() => setConfirmingClear(true)}>
              {t('wishlistPage.clear')}
            </button>
          </div>
        </>
      )}
      {confirmingClear && (
        <ConfirmDialog
          message={t('wishlistPage.confirmClear')}
          confirmLabel={t('wishlistPage.clear')}
          cancelLabel={t('wishlistPage.keep')}
          onConfirm={clearAll}
          onCancel={() => setConfirmingClear(false)}
        />
      )}
    </div>
  );
}
