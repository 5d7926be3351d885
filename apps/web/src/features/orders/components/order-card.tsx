import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/ui/product-image';
import { usePieceName } from '../../../lib/use-piece-name';
import type { Order } from '../lib/order-types';
import { useOrderFormat } from '../lib/use-order-format';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

const THUMBNAILS = 3;

/** One order in the list: number, date, the first pieces, total, status and the way in. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const pieceName = usePieceName();
  const shown = order.items.slice(0, THUMBNAILS);
  const hidden = order.items.length - shown.length;
  const pieces = order.totals.itemCount || order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className={styles.card} aria-labelledby={`order-${order.id}`}>
      <header className={styles.cardHead}>
        <div>
          <h3 id={`order-${order.id}`} className={styles.cardNumber}>
            {t('orders.list.orderNumber', { number: order.orderNumber })}
          </h3>
          <p className={styles.muted}>
            <time dateTime={order.createdAt}>{t('orders.list.placedOn', { date: format.date(order.createdAt) })}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className={styles.cardBody}>
        <ul className={styles.thumbs} aria-label={t('orders.detail.items')}>
          {shown.map((item) => (
            <li key={item._id} className={styles.thumb}>
              <ProductImage src={item.productSnapshot.image || undefined} alt={pieceName(item.productSnapshot)} />
            </li>
          ))}
          {hidden > 0 && <li className={styles.thumbMore}>{t('orders.list.more', { count: hidden })}</li>}
        </ul>
        <p className={styles.cardNames}>{order.items.map((item) => pieceName(item.productSnapshot)).join(' · ')}</p>
      </div>
      <footer className={styles.cardFoot}>
        <p className={styles.cardTotal}>
          <span className={styles.muted}>
            {t('orders.list.total')} · {t('orders.list.itemCount', { count: pieces })}
          </span>
          <strong className={styles.price}>{format.money(order.totals.grandTotal)}</strong>
        </p>
        <Link to={href('order', { id: order.id })} className={styles.cardLink} aria-label={t('orders.list.viewNamed', { number: order.orderNumber })}>
          {t('orders.list.view')} <span aria-hidden="true">→</span>
        </Link>
      </footer>
    </article>
  );
}
