import { useTranslation } from 'react-i18next';
import type { Order } from '../lib/order-types';
import { useOrderFormat } from '../lib/use-order-format';
import styles from './order-sections.module.css';

function couponCode(coupon: Order['appliedCoupon']): string | null {
  if (!coupon) return null;
  return typeof coupon === 'string' ? coupon : coupon.code;
}

/** The totals the server computed at order time (rupees), to the paisa of the payment. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const { totals } = order;
  const code = couponCode(order.appliedCoupon);
  return (
    <section className={styles.card} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.cardTitle}>
        {t('orders.detail.summary')}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('orders.detail.subtotal')}</dt>
          <dd>{format.money(totals.subtotal)}</dd>
        </div>
        {totals.discountTotal > 0 && (
          <div className={styles.saving}>
            <dt>{code ? t('orders.detail.coupon', { code }) : t('orders.detail.discount')}</dt>
            <dd>−{format.money(totals.discountTotal)}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.detail.shippingCost')}</dt>
          <dd>{totals.shippingTotal > 0 ? format.money(totals.shippingTotal) : t('orders.detail.free')}</dd>
        </div>
        <div>
          <dt>{t('orders.detail.tax')}</dt>
          <dd>{format.money(totals.taxTotal)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{t('orders.detail.grandTotal')}</dt>
          <dd>{format.money(totals.grandTotal)}</dd>
        </div>
        {totals.goldPlanCredit > 0 && (
          <>
            <div className={styles.saving}>
              <dt>{t('orders.detail.goldPlan')}</dt>
              <dd data-testid="order-gold-plan">−{format.money(totals.goldPlanCredit)}</dd>
            </div>
            <div>
              <dt>{t('orders.detail.due')}</dt>
              <dd data-testid="order-due">{format.money(totals.amountDue)}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
