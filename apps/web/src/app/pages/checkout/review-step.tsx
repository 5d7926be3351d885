import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import buttons from '../../../components/ui/button.module.css';
import { ProductImage } from '../../../components/ui/product-image';
import { isAboveOrderLimit, OrderLimitNote } from '../../../features/checkout/components/order-limit-note';
import { useTranslateMessage } from '../../../lib/translate-message';
import { usePieceName } from '../../../lib/use-piece-name';
import styles from './checkout-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Step 1, Cart: the pieces about to be ordered, a way back to change them, and Continue. */
export function ReviewStep({ cart, onContinue }: { cart: Cart; onContinue: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const pieceName = usePieceName();
  const unavailable = cart.items.filter((item) => !item.isAvailable).length;
  const aboveLimit = isAboveOrderLimit(cart.totals.grandTotal);
  return (
    <section aria-labelledby="review-title">
      <div className={styles.stepHead}>
        <h2 id="review-title" className={styles.stepTitle}>
          {t('checkout.review.title')}
        </h2>
        <Link to={href('cart')} className={buttons.textLink}>
          {t('checkout.review.edit')}
        </Link>
      </div>
      <ul className={styles.pieces}>
        {cart.items.map((item) => (
          <li key={item._id} className={`${styles.piece} ${item.isAvailable ? '' : styles.pieceUnavailable}`}>
            <ProductImage src={item.image} alt="" className={styles.pieceImage} />
            <span className={styles.pieceText}>
              <Link to={href('product', { slug: item.productSnapshot.slug })} className={styles.pieceName}>
                {pieceName(item)}
              </Link>
              <span className={styles.muted}>
                {item.variant ? `${item.variant.variantName} · ` : ''}
                {t('checkout.review.quantity', { count: item.quantity })}
              </span>
              {!item.isAvailable && item.unavailableReason && <span className={styles.failure}>{translate(item.unavailableReason)}</span>}
            </span>
            <span className={styles.piecePrice}>{formatInr(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {unavailable > 0 && (
        <p className={styles.failure} role="alert">
          {t('checkout.guard.unavailable', { count: unavailable })}
        </p>
      )}
      {aboveLimit && <OrderLimitNote />}
      <div className={styles.actions}>
        <button type="button" className={`${buttons.primary} ${styles.wide}`} disabled={unavailable > 0 || aboveLimit} onClick={onContinue}>
          {t('checkout.review.continue')}
        </button>
      </div>
    </section>
  );
}
