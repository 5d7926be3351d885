import { Link } from 'react-router';
import { ORDER_STATUSES } from '@aabhushan/shared/rules/order-status';
import { WAITING_KINDS, type AdminOrderSummary, type WaitingKind } from '@aabhushan/shared/schemas/admin-orders';
import { SelectField, TextField } from '../../components/ui/form-field';
import { formatInr, formatSpan, formatWhen, statusLabel, statusTone } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import { useAdminOrders } from '../admin-api';
import styles from '../admin.module.css';

const PAYMENT_LABELS: Record<string, string> = { pending: 'Unpaid', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };
const WAITING_LABELS: Record<WaitingKind, string> = { payment: 'Unpaid online orders', cod: 'Unconfirmed cash on delivery' };

/** When it was placed; for an order still holding its pieces, how long it has waited and when its hold ends. */
function Placed({ order, now }: { order: AdminOrderSummary; now: number }) {
  if (!order.holdEndsAt) return <>{formatWhen(order.createdAt)}</>;
  return (
    <>
      {formatSpan(now - Date.parse(order.createdAt))} ago
      <div className={styles.muted}>Hold ends in {formatSpan(Date.parse(order.holdEndsAt) - now)}</div>
    </>
  );
}

/**
 * /admin/orders: every customer's orders, newest first, by status, days placed and customer;
 * the orders still holding pieces (unpaid online, unconfirmed COD) show their age.
 */
export function OrdersPage() {
  const list = useAdminListParams();
  const answer = useAdminOrders({ status: list.read('status'), waiting: list.read('waiting'), from: list.read('from'), to: list.read('to'), q: list.read('q'), page: list.page });
  // Ages are read against the moment the page arrived, so the list does not shift while it is read.
  const now = answer.dataUpdatedAt || Date.now();
  return (
    <AdminList<AdminOrderSummary>
      title="Orders"
      lead="Days are Indian days; totals include GST and shipping."
      searchLabel="Order number, customer or e-mail"
      filters={
        <>
          <SelectField
            label="Status"
            value={list.read('status') ?? ''}
            placeholder="Any status"
            options={ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            onChange={(event) => list.update({ status: event.target.value || undefined })}
          />
          <SelectField
            label="Holding pieces"
            value={list.read('waiting') ?? ''}
            placeholder="Any order"
            options={WAITING_KINDS.map((kind) => ({ value: kind, label: WAITING_LABELS[kind] }))}
            onChange={(event) => list.update({ waiting: event.target.value || undefined })}
          />
          <TextField label="Placed from" type="date" value={list.read('from') ?? ''} onChange={(event) => list.update({ from: event.target.value || undefined })} />
          <TextField label="Placed to" type="date" value={list.read('to') ?? ''} onChange={(event) => list.update({ to: event.target.value || undefined })} />
        </>
      }
      list={list}
      answer={answer}
      noun="orders"
      emptyText="No orders match these filters."
      columns={[
        {
          header: 'Order',
          cell: (order) => (
            <>
              <Link to={`/admin/orders/${order.id}`} className={styles.rowLink}>
                {order.orderNumber}
              </Link>
              <div className={styles.muted}>
                {order.itemCount} {order.itemCount === 1 ? 'piece' : 'pieces'}
              </div>
            </>
          ),
        },
        { header: 'Placed', cell: (order) => <Placed order={order} now={now} /> },
        {
          header: 'Customer',
          cell: (order) => (
            <>
              {order.customer.name}
              <div className={styles.muted}>{order.customer.email}</div>
            </>
          ),
        },
        {
          header: 'Payment',
          cell: (order) => (
            <>
              {order.paymentMethod === 'cod' ? 'Cash on delivery' : order.paymentMethod.toUpperCase()}
              <div className={styles.muted}>{PAYMENT_LABELS[order.paymentStatus] ?? order.paymentStatus}</div>
            </>
          ),
        },
        { header: 'Total', numeric: true, cell: (order) => formatInr(order.grandTotal) },
        { header: 'Status', cell: (order) => <span className={`${styles.badge} ${styles[statusTone(order.status)] ?? ''}`}>{statusLabel(order.status)}</span> },
      ]}
    />
  );
}
