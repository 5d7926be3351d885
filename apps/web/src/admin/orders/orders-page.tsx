import { Link } from 'react-router';
import { ORDER_STATUSES } from '@aabhushan/shared/rules/order-status';
import type { AdminOrderSummary } from '@aabhushan/shared/schemas/admin-orders';
import { SelectField, TextField } from '../../components/ui/form-field';
import { formatInr, formatWhen, statusLabel, statusTone } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import { useAdminOrders } from '../admin-api';
import styles from '../admin.module.css';

const PAYMENT_LABELS: Record<string, string> = { pending: 'Unpaid', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };

/** /admin/orders: every customer's orders, newest first, by status, days placed and customer. */
export function OrdersPage() {
  const list = useAdminListParams();
  const answer = useAdminOrders({ status: list.read('status'), from: list.read('from'), to: list.read('to'), q: list.read('q'), page: list.page });
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
        { header: 'Placed', cell: (order) => formatWhen(order.createdAt) },
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
