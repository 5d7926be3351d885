import { useTranslation } from 'react-i18next';
import type { OrderTracking } from '../lib/order-types';
import { useOrderFormat } from '../lib/use-order-format';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import { StatusTimeline } from './status-timeline';
import styles from './track-order.module.css';

/** What tracking shows: status, the four steps and the history, nothing about the buyer. */
export function TrackedOrderView({ order }: { order: OrderTracking }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  return (
    <section className={styles.result} aria-labelledby="tracked-order-title" tabIndex={-1}>
      <header className={styles.resultHead}>
        <div>
          <h2 id="tracked-order-title" className={styles.resultTitle}>
            {t('orders.track.result', { number: order.orderNumber })}
          </h2>
          <p className={styles.muted}>
            <time dateTime={order.createdAt}>{t('orders.track.placedOn', { date: format.date(order.createdAt) })}</time>
            {order.actualDelivery
              ? ` · ${t('orders.detail.deliveredOn', { date: format.date(order.actualDelivery) })}`
              : order.estimatedDelivery && order.status !== 'cancelled'
                ? ` · ${t('orders.detail.estimated', { date: format.date(order.estimatedDelivery) })}`
                : ''}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <OrderProgress status={order.status} />
      <div>
        <h3 className={styles.subTitle}>{t('orders.detail.history')}</h3>
        <StatusTimeline entries={order.statusHistory} />
      </div>
    </section>
  );
}
