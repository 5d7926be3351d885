import { useTranslation } from 'react-i18next';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { useGuestRedirect } from '../../../lib/account/use-guest-redirect';
import type { WishlistSlotProps } from '../../../lib/product-actions';
import { toast } from '../../../lib/toast/toast';
import { useLocalized } from '../../../lib/use-localized';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { getWishlistErrorMessage } from '../lib/wishlist-error-message';
import styles from './wishlist-toggle.module.css';

/**
 * The heart (spec B sections 2 and 6): adds the piece to the wishlist, or removes it when it is
 * already there; a guest is asked to sign in and the piece is added afterwards.
 */
export function WishlistToggle({ product, place, look }: WishlistSlotProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const redirectGuest = useGuestRedirect();
  const name = pick(product.name);
  const saved = wishlist.data?.items.some((item) => item.productId._id === product._id) ?? false;
  const busy = add.isPending || remove.isPending;

  const onClick = () => {
    const guestMessage = place === 'home' ? t('cart.guest.continue') : t('wishlist.guest.add');
    if (redirectGuest({ action: 'wishlist', productId: product._id, name }, guestMessage)) return;
    if (saved) {
      remove.mutate(product._id, {
        onSuccess: () => toast.success(t('wishlist.removedNamed', { name })),
        onError: (error) => toast.error(getWishlistErrorMessage(error, 'remove', t)),
      });
      return;
    }
    add.mutate(
      { productId: product._id },
      {
        onSuccess: () => toast.success(t('wishlist.addedNamed', { name })),
        onError: (error) => toast.error(getWishlistErrorMessage(error, 'add', t)),
      },
    );
  };

  const label = saved ? t('wishlist.removeNamed', { name }) : t('wishlist.addNamed', { name });
  return (
    <button
      type="button"
      className={look === 'icon' ? styles.icon : styles.full}
      aria-pressed={saved}
      aria-label={look === 'icon' ? label : undefined}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
    >
      <ShopIcon name="heart" size={look === 'icon' ? 18 : 20} filled={saved} />
      {look === 'full' && <span>{saved ? t('wishlist.saved') : t('wishlist.save')}</span>}
    </button>
  );
}
