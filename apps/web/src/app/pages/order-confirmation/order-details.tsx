import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import buttons from '../../../components/ui/button.module.css';
import type { Order } from '../../../features/checkout/api/order-types';
import { InvoiceButton } from '../../../features/checkout/components/invoice-button';
import { OrderProgress } from '../../../features/checkout/components/order-progress';
import { OrderSummary } from '../../../features/checkout/components/order-summary';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { usePieceName } from '../../../lib/use-piece-name';
import { formatOrderDate, getDeliveryEstimate } from './order-dates';
import styles from './order-confirmation-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The order itself: key facts, progress, pieces and totals, the address, what happens next, and the actions. */
export function OrderDetails({ order, supportPhone }: { order: Order; supportPhone?: string }) {
  const { t, i18n } = useTranslation();
  const pieceName = usePieceName();
  const gstRate = useStoreSettings().data?.gstRatePercent ?? 3;
  const cod = order.paymentMethod === 'cod';
  const paymentStatus = cod && order.paymentStatus === 'pending' ? t('confirmation.paymentStatuses.payOnDelivery') : t(`confirmation.paymentStatuses.${order.paymentStatus}`);
  const method = t(`checkout.payment.methods.${order.paymentMethod}`);
  // A gold plan's credit is the payment, or part of it; the chosen method pays the rest.
  const methodLabel = order.totals.goldPlanCredit > 0 ? (order.totals.amountDue === 0 ? t('confirmation.goldPlanMethod') : t('confirmation.goldPlanAnd', { method })) : method;
  const statusLabel = t(`confirmation.statuses.${order.status}`);
  const address = order.shippingAddress;
  const place = [address.city, address.district !== address.city ? address.district : '', address.state].filter(Boolean).join(', ');

  return (
    <article className={styles.order} aria-labelledby="confirmation-title">
      <header className={styles.hero}>
        <span className={styles.ornament} aria-hidden="true">
          ◇
        </span>
        <h1 id="confirmation-title" className={styles.title}>
          {t('confirmation.title')}
        </h1>
        <p className={styles.lead}>{cod ? t('confirmation.leadCod', { amount: formatInr(order.totals.amountDue) }) : t('confirmation.lead')}</p>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>{t('confirmation.number')}</dt>
          <dd data-testid="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('confirmation.date')}</dt>
          <dd>{formatOrderDate(order.createdAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('confirmation.paymentMethod')}</dt>
          <dd data-testid="payment-method">{methodLabel}</dd>
        </div>
        <div>
          <dt>{t('confirmation.paymentStatus')}</dt>
          <dd data-testid="payment-status">{paymentStatus}</dd>
        </div>
        <div>
          <dt>{t('confirmation.total')}</dt>
          <dd className={styles.total}>{formatInr(order.totals.grandTotal)}</dd>
        </div>
      </dl>

      <section className={styles.card} aria-label={t('confirmation.progress.label')}>
        <OrderProgress status={order.status} statusLabel={statusLabel} />
      </section>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="items-title">
          <h2 id="items-title" className={styles.cardTitle}>
            {t('confirmation.items')}
          </h2>
          <OrderSummary
            lines={order.items.map((item) => ({ id: item._id, name: pieceName(item.productSnapshot), image: item.productSnapshot.image, quantity: item.quantity, lineTotal: item.lineTotal }))}
            figures={{
              itemCount: order.totals.itemCount,
              subtotal: order.totals.subtotal,
              discount: order.totals.discountTotal,
              couponCode: order.appliedCoupon?.code,
              gstIncluded: order.totals.taxTotal,
              gstRate,
              shipping: order.totals.shippingTotal,
              shippingLabel: t(`checkout.shipping.${order.shippingMethod}`),
              grandTotal: order.totals.grandTotal,
              goldPlanCredit: order.totals.goldPlanCredit,
            }}
          />
        </section>
        <div className={styles.side}>
          <section className={styles.card} aria-labelledby="address-title">
            <h2 id="address-title" className={styles.cardTitle}>
              {t('confirmation.address')}
            </h2>
            {/* The address as the shopper and the courier write it, in every language; the label around the phone is ours. */}
            <address className={styles.address} translate="no">
              <strong>{address.name || address.title}</strong>
              <span>{address.address}</span>
              <span>
                {place} {address.pinCode}
              </span>
              {address.contactNumber && <span translate="yes">{t('checkout.info.phone', { phone: address.contactNumber })}</span>}
            </address>
            {order.notes && (
              <p className={styles.notes}>
                <strong>{t('confirmation.notes')}:</strong> {order.notes}
              </p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="next-title">
            <h2 id="next-title" className={styles.cardTitle}>
              {t('confirmation.next.title')}
            </h2>
            <ol className={styles.next}>
              <li>{t('confirmation.next.processing')}</li>
              <li>{t('confirmation.next.tracking')}</li>
              <li>{t('confirmation.next.delivery', { estimate: getDeliveryEstimate(order.estimatedDelivery, i18n.language) ?? t('confirmation.next.deliveryFallback') })}</li>
            </ol>
          </section>
        </div>
      </div>

      <div className={styles.actions}>
        <InvoiceButton orderId={order.id} orderNumber={order.orderNumber} />
        <Link to={href('track-order', {}, { orderNumber: order.orderNumber })} className={buttons.primary}>
          {t('confirmation.track')}
        </Link>
        <Link to={href('products')} className={buttons.textLink}>
          {t('confirmation.continue')}
        </Link>
      </div>
      {supportPhone && (
        <p className={styles.support}>
          {t('confirmation.support', { phone: supportPhone })} <Link to={href('contact')}>{t('confirmation.contact')}</Link>.
        </p>
      )}
    </article>
  );
}
