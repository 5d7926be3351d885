import '../../../i18n/bundles/account-pages';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { EmptySection } from '../../../features/account/components/empty-section';
import { useWishlist } from '../../../features/wishlist/api/get-wishlist';
import { WishlistItems } from '../../../features/wishlist/components/wishlist-items';
import { WishlistViewSwitch } from '../../../features/wishlist/components/wishlist-view-switch';
import { sortWishlistItems } from '../../../features/wishlist/lib/wishlist-sort';
import { useWishlistViewMode } from '../../../features/wishlist/lib/wishlist-view-mode';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useMoveToCart } from '../../shopping/use-move-to-cart';
import { useRemoveWishlistItem } from '../../shopping/use-remove-from-wishlist-item';
import styles from './profile-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The profile's My Wishlist tab: the real wishlist in grid, list or compact (kept locally, default grid). */
export function ProfileWishlist() {
  const { t } = useTranslation();
  const wishlist = useWishlist({ immediate: true });
  const [mode, setMode] = useWishlistViewMode(STORAGE_KEYS.profileWishlistView, 'grid');
  const { moveOne, busyIds } = useMoveToCart();
  const { removeOne, busyIds: removing } = useRemoveWishlistItem();

  if (wishlist.isError) {
    return (
      <StatusMessage
        tone="error"
        title={t('wishlist.errors.pageLoad')}
        actions={
          <button type="button" className={buttons.primary} onClick={() => void wishlist.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  }
  if (!wishlist.data) return <p role="status">{t('common.loading')}</p>;
  if (wishlist.data.items.length === 0) {
    return <EmptySection title={t('auth.account.wishlist.empty')} text={t('auth.account.wishlist.emptyText')} action={t('auth.account.wishlist.browse')} />;
  }
  return (
    <div className={styles.wishlistTab}>
      <div className={styles.wishlistBar}>
        <Link to={href('wishlist')} className={buttons.textLink}>
          {t('wishlist.sidebar.viewAll')}
        </Link>
        <WishlistViewSwitch mode={mode} onChange={setMode} />
      </div>
      <WishlistItems items={sortWishlistItems(wishlist.data.items, 'newest')} mode={mode} onMoveToCart={moveOne} onRemove={removeOne} busyIds={new Set([...busyIds, ...removing])} />
    </div>
  );
}
