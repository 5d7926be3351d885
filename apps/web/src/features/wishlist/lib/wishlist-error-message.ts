import type { TFunction } from 'i18next';
import { WISHLIST_MESSAGES } from '@aabhushan/shared/schemas/wishlist-messages';
import { isApiError } from '../../../lib/api-error';
import { translateApiMessage } from '../../../lib/translate-message';

export type WishlistOperation = 'load' | 'add' | 'remove' | 'clear';

/**
 * Spec B section 8: 'Failed to add to wishlist: {reason}' with the server's reason, else the
 * fallback ('Failed to add item to wishlist'); 'Item is already in your wishlist' as it is.
 */
export function getWishlistErrorMessage(error: unknown, operation: WishlistOperation, t: TFunction): string {
  const reason = isApiError(error) && error.kind === 'http' && error.status < 500 ? error.message : '';
  if (!reason) return t(`wishlist.errors.${operation}Fallback`);
  const translated = translateApiMessage(error, t);
  if (reason === WISHLIST_MESSAGES.duplicate) return translated;
  return t(`wishlist.errors.${operation}`, { reason: translated });
}
