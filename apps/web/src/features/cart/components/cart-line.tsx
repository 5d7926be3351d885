import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { CartItem } from '@aabhushan/shared/schemas/cart';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ProductImage } from '../../../components/ui/product-image';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { toast } from '../../../lib/toast/toast';
import { translateMessage } from '../../../lib/translate-message';
import { usePieceName } from '../../../lib/use-piece-name';
import { getVariantLabel } from '../../../lib/variant-label';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { getCartErrorMessage } from '../lib/cart-error-message';
import { CartQuantityInput } from './cart-quantity-input';
import styles from './cart-line.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface CartLineProps {
  item: CartItem;
  /** 'compact' in the header's sidebar; 'full' on the cart page. */
  look: 'full' | 'compact';
  onNavigate?: () => void;
  /** What the line shows of its engraving instead of its text alone (the cart page's editor), in a row of its own. */
  engraving?: ReactNode;
}

/**
 * One cart line: image, name, chosen variant, unit price (mrp struck when higher), quantity,
 * line total and remove (after 'Are you sure...'). An unavailable piece says why and is out of the totals.
 */
export function CartLine({ item, look, onNavigate, engraving }: CartLineProps) {
  const { t, i18n } = useTranslation();
  const pieceName = usePieceName();
  const name = pieceName(item);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending || remove.isPending;
  const productHref = href('product', { slug: item.productSnapshot.slug });
  // The chosen option named as the product page named it, in the shopper's language.
  const option = item.variant ? getVariantLabel(item.variant, i18n.resolvedLanguage ?? i18n.language) : '';

  const changeQuantity = (quantity: number) =>
    update.mutate({ itemId: item._id, quantity }, { onError: (error) => toast.error(getCartErrorMessage(error, 'update', t)) });
  const removeLine = () => {
    setConfirming(false);
    remove.mutate(item._id, {
      onSuccess: () => toast.success(t('cart.removed', { name })),
      onError: (error) => toast.error(getCartErrorMessage(error, 'remove', t)),
    });
  };

  return (
    <li className={`${styles.line} ${styles[look]}`} data-unavailable={item.isAvailable ? undefined : true} aria-busy={busy}>
      <Link to={productHref} className={styles.media} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.image || undefined} alt="" />
      </Link>
      <div className={styles.info}>
        <Link to={productHref} className={styles.name} onClick={onNavigate}>
          {name}
        </Link>
        {option && <p className={styles.meta}>{option}</p>}
        {!engraving && item.engraving && (
          <p className={styles.meta} data-testid="cart-engraving">
            {t('cart.engraving', { text: item.engraving })}
          </p>
        )}
        <p className={styles.unitPrice}>
          <span data-testid="unit-price">{formatInr(item.salePrice)}</span>
          {item.originalPrice > item.salePrice && <s className={styles.mrp}>{formatInr(item.originalPrice)}</s>}
        </p>
        {!item.isAvailable && (
          <p className={styles.unavailable}>{item.unavailableReason ? translateMessage(item.unavailableReason, t) : t('cart.unavailable')}</p>
        )}
        <div className={styles.controls}>
          <CartQuantityInput quantity={item.quantity} max={Math.max(1, item.maxQuantity)} name={name} disabled={busy} onChange={changeQuantity} />
          <button type="button" className={styles.remove} disabled={busy} aria-label={t('cart.removeNamed', { name })} onClick={() => setConfirming(true)}>
            <ShopIcon name="trash" size={18} />
            {look === 'full' && <span>{t('cart.remove')}</span>}
          </button>
        </div>
      </div>
      <p className={styles.lineTotal} data-testid="line-total">
        {formatInr(item.lineTotal)}
      </p>
      {/* A row of its own under the text column: an editor opened here has the line's width. */}
      {engraving && <div className={styles.engraving}>{engraving}</div>}
      {confirming && (
        <ConfirmDialog
          message={t('cart.confirmRemove')}
          confirmLabel={t('cart.remove')}
          cancelLabel={t('cart.keep')}
          onConfirm={removeLine}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
