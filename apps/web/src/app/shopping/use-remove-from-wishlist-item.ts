import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WishlistItem } from '@aabhushan/shared/schemas/wishlist';
import { useRemoveFromWishlist } from '../../features/wishlist/api/remove-from-wishlist';
import { getWishlistErrorMessage } from '../../features/wishlist/lib/wishlist-error-message';
import { toast } from '../../lib/toast/toast';

/** Remove from the wishlist page or sidebar: 'Item removed from wishlist', or the failure with its reason. */
export function useRemoveWishlistItem() {
  const { t } = useTranslation();
  const remove = useRemoveFromWishlist();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const removeOne = (item: WishlistItem) => {
    setBusyIds((ids) => new Set(ids).add(item._id));
    remove.mutate(item.productId._id, {
      onSuccess: () => toast.success(t('wishlist.removed')),
      onError: (error) => toast.error(getWishlistErrorMessage(error, 'remove', t)),
      onSettled: () =>
        setBusyIds((ids) => {
          const next = new Set(ids);
          next.delete(item._id);
          return next;
        }),
    });
  };
  return { removeOne, busyIds };
}
