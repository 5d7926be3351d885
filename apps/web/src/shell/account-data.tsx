import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addToCart } from '../features/cart/api/add-to-cart';
import { cartKeys } from '../features/cart/api/cart-keys';
import { getCartErrorMessage } from '../features/cart/lib/cart-error-message';
import { addToWishlist } from '../features/wishlist/api/add-to-wishlist';
import { wishlistKeys } from '../features/wishlist/api/wishlist-keys';
import { getWishlistErrorMessage } from '../features/wishlist/lib/wishlist-error-message';
import { accountDataGate, CART_LOAD_DELAY_MS, WISHLIST_LOAD_DELAY_MS } from '../lib/account/account-data-gate';
import { takePendingIntent, type PendingIntent } from '../lib/account/pending-intent';
import { useSession } from '../lib/session/use-session';
import { toast } from '../lib/toast/toast';

/**
 * The signed-in shopper's cart and wishlist (spec A section 4): 1 s after sign-in the cart
 * loads, 0.5 s later the wishlist; at sign-out both are forgotten. What a guest wanted before
 * signing in (add to cart or wishlist) is done once they are signed in.
 */
export function AccountData() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (status === 'signed-out') {
      accountDataGate.close();
      queryClient.removeQueries({ queryKey: cartKeys.all });
      queryClient.removeQueries({ queryKey: wishlistKeys.all });
      return;
    }
    if (status !== 'signed-in') return;
    const cartTimer = setTimeout(() => accountDataGate.open('cart'), CART_LOAD_DELAY_MS);
    const wishlistTimer = setTimeout(() => accountDataGate.open('wishlist'), CART_LOAD_DELAY_MS + WISHLIST_LOAD_DELAY_MS);
    const intent = takePendingIntent();
    if (intent) void completeIntent(intent);
    return () => {
      clearTimeout(cartTimer);
      clearTimeout(wishlistTimer);
    };

    async function completeIntent(wanted: PendingIntent) {
      const tr = tRef.current;
      if (wanted.action === 'cart') {
        try {
          const { name, productId, quantity, variantId, engraving } = wanted;
          queryClient.setQueryData(cartKeys.cart(), await addToCart({ productId, quantity, variantId, ...(engraving ? { engraving } : {}) }));
          toast.success(tr('cart.added', { name }));
        } catch (error) {
          toast.error(getCartErrorMessage(error, 'add', tr));
        }
        return;
      }
      try {
        queryClient.setQueryData(wishlistKeys.wishlist(), await addToWishlist({ productId: wanted.productId }));
        toast.success(tr('wishlist.addedNamed', { name: wanted.name }));
      } catch (error) {
        toast.error(getWishlistErrorMessage(error, 'add', tr));
      }
    }
  }, [status, queryClient]);

  return null;
}
