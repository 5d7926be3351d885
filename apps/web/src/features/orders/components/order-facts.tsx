import { useTranslation } from 'react-i18next';
import type { Order } from '../lib/order-types';
import { useOrderFormat } from '../lib/use-order-format';
import styles from './order-sections.module.css';

/** Where it goes, how it is paid and when it should arrive. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const address = order.shippingAddress;
  const place = address ? [address.city, address.state].filter(Boolean).join(', ') : '';
  return (
    <section className={styles.card} aria-label={`${t('orders.detail.address')}, ${t('orders.detail.payment')}`}>
      {address && (
        <div className={styles.fact}>
          <h2 className={styles.factTitle}>{t('orders.detail.address')}</h2>
          {/* The address as the shopper and the courier write it, in every language; the label around the phone is ours. */}
          <address className={styles.address} translate="no">
            {(address.name || address.title) && <strong>{address.name || address.title}</strong>}
            <span>{address.address || address.formattedAddress}</span>
            {(place || address.pinCode) && <span>{[place, address.pinCode].filter(Boolean).join(' – ')}</span>}
            {address.contactNumber && <span translate="yes">{t('orders.detail.phone', { phone: address.contactNumber })}</span>}
          </address>
        </div>
      )}
      <div className={styles.fact}>
        <h2 className={styles.factTitle}>{t('orders.detail.payment')}</h2>
        <dl className={styles.pairs}>
          <div>
            <dt>{t('orders.detail.method')}</dt>
            <dd>
              {order.totals.goldPlanCredit > 0
                ? order.totals.amountDue === 0
                  ? t('orders.detail.goldPlanMethod')
                  : t('orders.detail.goldPlanAnd', { method: format.paymentMethod(order.paymentMethod) })
                : format.paymentMethod(order.paymentMethod)}
            </dd>
          </div>
          <div>
            <dt>{t('orders.detail.paymentStatus')}</dt>
            <dd>{format.paymentStatus(order.paymentStatus)}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.fact}>
        <h2 className={styles.factTitle}>{t('orders.detail.shipping')}</h2>
        <p className={styles.plain}>{format.shippingMethod(order.shippingMethod)}</p>
        {order.actualDelivery ? (
          <p className={styles.muted}>{t('orders.detail.deliveredOn', { date: format.date(order.actualDelivery) })}</p>
        ) : (
          order.estimatedDelivery &&
          order.status !== 'cancelled' && <p className={styles.muted}>{t('orders.detail.estimated', { date: format.date(order.estimatedDelivery) })}</p>
        )}
      </div>
      {order.notes && (
        <div className={styles.fact}>
          <h2 className={styles.factTitle}>{t('orders.detail.notes')}</h2>
          <p className={styles.plain}>{order.notes}</p>
        </div>
      )}
    </section>
  );
}
