import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { useGuestRedirect } from '../../../lib/account/use-guest-redirect';
import type { AddToCartSlotProps } from '../../../lib/product-actions';
import { toast } from '../../../lib/toast/toast';
import { useLocalized } from '../../../lib/use-localized';
import { useAddToCart } from '../api/add-to-cart';
import { getCartErrorMessage } from '../lib/cart-error-message';
import styles from './add-to-cart-button.module.css';

/**
 * Add to Cart (spec B section 2): disabled while adding ('Adding...') and when sold out ('Out of
 * Stock'); a guest is asked to sign in and the piece is added afterwards; success names the piece.
 */
export function AddToCartButton({ product, place, quantity = 1, variantId = null, soldOut = false, engraving = '' }: AddToCartSlotProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const add = useAddToCart();
  const redirectGuest = useGuestRedirect();
  const name = pick(product.name);
  const compact = place === 'home' || place === 'listing';

  const onClick = () => {
    const guestMessage = place === 'home' ? t('cart.guest.continue') : t('cart.guest.addToCart');
    const engraved = engraving.trim() ? { engraving } : {};
    // A guest's engraving is kept with the wanted piece, so it is engraved once they have signed in.
    if (redirectGuest({ action: 'cart', productId: product._id, name, quantity, variantId, ...engraved }, guestMessage)) return;
    add.mutate(
      { productId: product._id, quantity, variantId, ...engraved },
      {
        onSuccess: () => toast.success(t('cart.added', { name })),
        onError: (error) => toast.error(getCartErrorMessage(error, 'add', t)),
      },
    );
  };

  return (
    <button
      type="button"
      className={`${compact ? buttons.secondary : buttons.primary} ${compact ? styles.compact : styles.full}`}
      disabled={soldOut || add.isPending}
      aria-label={compact && !soldOut ? `${t('cart.add')}: ${name}` : undefined}
      onClick={onClick}
    >
      {!soldOut && <ShopIcon name="bag" size={18} />}
      <span>{soldOut ? t('cart.outOfStock') : add.isPending ? t('cart.adding') : t('cart.add')}</span>
    </button>
  );
}
