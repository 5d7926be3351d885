import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@aabhushan/shared/rules/order-status';
import { SelectField, TextField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { formatInr, formatWhen, statusLabel, statusTone } from '../admin-format';
import { useAdminOrders } from '../admin-api';
import styles from '../admin.module.css';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';

const PAYMENT_LABELS: Record<string, string> = { pending: 'Unpaid', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };

/** /admin/orders: every customer's orders, newest first, by status, days placed and customer. */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle('Orders');
  const { read, page, update, goToPage } = useListParams();
  const query = { status: read('status'), from: read('from'), to: read('to'), q: read('q'), page };
  const [search, setSearch] = useState(query.q ?? '');
  const { data, error, isFetching } = useAdminOrders(query);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Orders</h1>
          <p className={styles.lead}>Days are Indian days; totals include GST and shipping.</p>
        </div>
      </div>
      <form className={styles.toolbar} onSubmit={onSearch} role="search" aria-label="Orders">
        <TextField label="Order number, customer or e-mail" value={search} onChange={(event) => setSearch(event.target.value)} onBlur={() => update({ q: search.trim() || undefined })} />
        <SelectField
          label="Status"
          value={query.status ?? ''}
          placeholder="Any status"
          options={ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          onChange={(event) => update({ status: event.target.value || undefined })}
        />
        <TextField label="Placed from" type="date" value={query.from ?? ''} onChange={(event) => update({ from: event.target.value || undefined })} />
        <TextField label="Placed to" type="date" value={query.to ?? ''} onChange={(event) => update({ to: event.target.value || undefined })} />
      </form>
      {error && (
        <p className={styles.problem} role="alert">
          {getErrorMessage(error, t)}
        </p>
      )}
      <div className={styles.tableWrap} aria-busy={isFetching}>
        <table className={styles.table}>
          <caption className="visually-hidden">Orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Customer</th>
              <th scope="col">Payment</th>
              <th scope="col" className={styles.number}>
                Total
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={`/admin/orders/${order.id}`} className={styles.rowLink}>
                    {order.orderNumber}
                  </Link>
                  <div className={styles.muted}>
                    {order.itemCount} {order.itemCount === 1 ? 'piece' : 'pieces'}
                  </div>
                </td>
                <td>{formatWhen(order.createdAt)}</td>
                <td>
                  {order.customer.name}
                  <div className={styles.muted}>{order.customer.email}</div>
                </td>
                <td>
                  {order.paymentMethod === 'cod' ? 'Cash on delivery' : order.paymentMethod.toUpperCase()}
                  <div className={styles.muted}>{PAYMENT_LABELS[order.paymentStatus] ?? order.paymentStatus}</div>
                </td>
                <td className={styles.number}>{formatInr(order.grandTotal)}</td>
                <td>
                  <span className={`${styles.badge} ${styles[statusTone(order.status)] ?? ''}`}>{statusLabel(order.status)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>No orders match these filters.</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun="orders" onPage={goToPage} />}
    </>
  );
}
