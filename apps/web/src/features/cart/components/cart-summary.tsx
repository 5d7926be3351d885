import { useTranslation } from 'react-i18next';
import { deliveryEstimateText } from '../lib/delivery-estimate-text';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import { FreeShippingProgress } from './free-shipping-progress';
import styles from './cart-summary.module.css';

/**
 * The order summary (docs/decisions.md): items, coupon discount, shipping (free from the
 * store's threshold), the GST the prices already include, and the total; every figure is the server's.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation();
  const { totals, shippingInfo, taxInfo } = cart;
  const coupon = cart.appliedCoupons[0];
  return (
    <div className={styles.summary}>
      <FreeShippingProgress shipping={shippingInfo} subtotal={totals.subtotal - totals.discountTotal} />
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('cart.summary.subtotal', { count: totals.itemCount })}</dt>
          <dd data-testid="summary-subtotal">{formatInr(totals.subtotal)}</dd>
        </div>
        {totals.discountTotal > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{coupon ? t('cart.summary.discountWithCode', { code: coupon.code }) : t('cart.summary.discount')}</dt>
            <dd data-testid="summary-discount">−{formatInr(totals.discountTotal)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('cart.summary.shipping')}</dt>
          <dd data-testid="summary-shipping">{shippingInfo.isFreeShipping ? t('cart.summary.free') : formatInr(totals.shippingTotal)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="summary-total">{formatInr(totals.grandTotal)}</dd>
        </div>
      </dl>
      <p className={styles.tax} data-testid="summary-tax">
        {taxInfo.taxInclusive
          ? t('cart.summary.gstIncluded', { rate: taxInfo.taxRate, amount: formatInr(taxInfo.taxAmount) })
          : t('cart.summary.gstAdded', { rate: taxInfo.taxRate, amount: formatInr(taxInfo.taxAmount) })}
      </p>
      <p className={styles.delivery}>{t('cart.summary.delivery', { estimate: deliveryEstimateText(shippingInfo.estimatedDelivery, t, i18n.language) })}</p>
    </div>
  );
}
