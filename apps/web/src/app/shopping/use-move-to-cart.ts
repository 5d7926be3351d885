import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { WishlistItem } from '@aabhushan/shared/schemas/wishlist';
import { addToCart } from '../../features/cart/api/add-to-cart';
import { cartKeys } from '../../features/cart/api/cart-keys';
import { moveFromWishlist } from '../../features/cart/api/move-from-wishlist';
import { getCartErrorMessage } from '../../features/cart/lib/cart-error-message';
import { getProduct } from '../../features/catalogue/api/get-product';
import { getCardPurchase } from '../../features/catalogue/lib/product-view';
import { removeFromWishlist } from '../../features/wishlist/api/remove-from-wishlist';
import { wishlistKeys } from '../../features/wishlist/api/wishlist-keys';
import { toast } from '../../lib/toast/toast';
import { usePieceName } from '../../lib/use-piece-name';

/**
 * Puts one wishlist item in the cart and takes it out of the wishlist (spec A section 4, B
 * section 4). A piece without variants moves in one server call; a piece sold in variants is
 * added in its first variant in stock (as a card's Add to Cart does), then removed from the wishlist.
 */
async function moveItem(item: WishlistItem): Promise<Cart> {
  if (!item.productId.hasVariants) return moveFromWishlist({ wishlistItemId: item._id, quantity: 1 });
  const product = await getProduct(item.productId._id);
  const cart = await addToCart({ productId: product._id, quantity: 1, variantId: getCardPurchase(product).variantId });
  await removeFromWishlist(product._id);
  return cart;
}

/** Wishlist to cart: one item, or all of them one at a time, skipping any that fail. */
export function useMoveToCart() {
  const { t } = useTranslation();
  const pieceName = usePieceName();
  const queryClient = useQueryClient();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [movingAll, setMovingAll] = useState(false);
  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  const keepCart = (cart: Cart) => {
    queryClient.setQueryData(cartKeys.cart(), cart);
    cart.notices.forEach((notice) => toast.info(notice));
  };
  const refreshWishlist = () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all });

  const moveOne = async (item: WishlistItem) => {
    setBusy(item._id, true);
    try {
      keepCart(await moveItem(item));
      toast.success(t('cart.added', { name: pieceName(item.productSnapshot) }));
    } catch (error) {
      toast.error(getCartErrorMessage(error, 'add', t));
    } finally {
      setBusy(item._id, false);
      await refreshWishlist();
    }
  };

  const moveAll = async (items: readonly WishlistItem[]) => {
    if (items.length === 0) return toast.warning(t('wishlist.addAll.none'));
    const available = items.filter((item) => item.isAvailable);
    if (available.length === 0) return toast.warning(t('wishlist.addAll.noneAvailable'));
    setMovingAll(true);
    let moved = 0;
    for (const item of available) {
      try {
        keepCart(await moveItem(item));
        moved += 1;
      } catch (error) {
        console.warn('Move to cart skipped', item._id, error);
      }
    }
    setMovingAll(false);
    await refreshWishlist();
    if (moved > 0) toast.success(t('wishlist.addAll.done', { count: moved }));
    else toast.error(t('wishlist.addAll.failed'));
  };

  return { moveOne: (item: WishlistItem) => void moveOne(item), moveAll, busyIds, movingAll };
}
