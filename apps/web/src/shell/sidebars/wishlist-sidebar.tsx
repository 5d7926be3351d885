import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';
import { WishlistItems } from '../../features/wishlist/components/wishlist-items';
import { WishlistViewSwitch } from '../../features/wishlist/components/wishlist-view-switch';
import { useWishlistViewMode } from '../../features/wishlist/lib/wishlist-view-mode';
import { useMoveToCart } from '../../app/shopping/use-move-to-cart';
import { useRemoveWishlistItem } from '../../app/shopping/use-remove-from-wishlist-item';
import { STORAGE_KEYS } from '../../lib/storage';
import { WISHLIST_SIDEBAR_ID } from '../nav-items';
import { SidePanel } from './side-panel';
import styles from './sidebars.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';


/**
 * The wishlist sidebar (spec A sections 2 and 4): 'N item(s)', each with image, name, price and
 * stock; compact, list or grid (compact by default, kept locally); move to cart one by one or all.
 */
export function WishlistSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const wishlist = useWishlist({ immediate: open });
  const [mode, setMode] = useWishlistViewMode(STORAGE_KEYS.headerWishlistView, 'compact');
  const { moveOne, moveAll, busyIds, movingAll } = useMoveToCart();
  const { removeOne, busyIds: removing } = useRemoveWishlistItem();
  const items = wishlist.data?.items ?? [];
  const busy = new Set([...busyIds, ...removing]);

  return (
    <SidePanel
      id={WISHLIST_SIDEBAR_ID}
      open={open}
      title={t('wishlist.sidebar.title', { count: items.length })}
      closeLabel={t('wishlist.sidebar.close')}
      onClose={onClose}
      busy={(wishlist.isFetching && !wishlist.data) || movingAll}
      toolbar={
        items.length > 0 ? (
          <div className={styles.toolbar}>
            <WishlistViewSwitch mode={mode} onChange={setMode} />
          </div>
        ) : undefined
      }
      footer={
        items.length > 0 ? (
          <>
            <button type="button" className={buttons.primary} disabled={movingAll} onClick={() => void moveAll(items)}>
              {movingAll ? t('cart.adding') : t('wishlist.addAll.label')}
            </button>
            <Link to={href('wishlist')} className={buttons.secondary} onClick={onClose}>
              {t('wishlist.sidebar.viewAll')}
            </Link>
          </>
        ) : undefined
      }
    >
      {items.length > 0 ? (
        <WishlistItems items={items} mode={mode} onMoveToCart={moveOne} onRemove={removeOne} busyIds={busy} onNavigate={onClose} />
      ) : (
        !wishlist.isFetching && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('wishlist.empty.title')}</p>
            <p className={styles.emptyText}>{t('wishlist.empty.text')}</p>
            <Link to={href('products')} className={buttons.secondary} onClick={onClose}>
              {t('wishlist.empty.action')}
            </Link>
          </div>
        )
      )}
    </SidePanel>
  );
}
