import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getNextStatuses, isOrderStatus } from '@aabhushan/shared/rules/order-status';
import { SHIPPING_METHOD_LABELS } from '@aabhushan/shared/rules/order-totals';
import type { AdminOrder } from '@aabhushan/shared/schemas/admin-orders';
import buttons from '../../components/ui/button.module.css';
import { SelectField, TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDay, formatInr, formatWhen, statusLabel, statusTone } from '../admin-format';
import { useAdminOrder, useChangeOrderStatus } from '../admin-api';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { PrintPapers } from './print-papers';
import { AuditTrail } from '../audit-trail';


/** /admin/orders/{id}: the order in full, its history, and the next steps staff can take. */
export function OrderPage({ id }: { id: string }) {
  const { data: order, isError } = useAdminOrder(id);
  useDocumentTitle(order ? `Order ${order.orderNumber}` : 'Order');
  if (isError) return <p className={styles.problem}>This order could not be loaded.</p>;
  if (!order) return <Skeleton height="400px" />;
  return (
    <>
      <Link to="/admin/orders" className={styles.back}>
        ← All orders
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Order {order.orderNumber}</h1>
          <p className={styles.lead}>
            <span className={`${styles.badge} ${styles[statusTone(order.status)] ?? ''}`}>{statusLabel(order.status)}</span> placed {formatWhen(order.createdAt)}
          </p>
        </div>
        <PrintPapers orderId={order.id} status={order.status} />
      </div>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="customer">
          <h2 id="customer" className={styles.panelTitle}>
            Customer and delivery
          </h2>
          <dl className={styles.facts}>
            <dt>Customer</dt>
            <dd>
              {order.customer.name}
              <div className={styles.muted}>{order.customer.email}</div>
            </dd>
            <dt>Deliver to</dt>
            <dd>
              {order.shippingAddress.name}, {order.shippingAddress.address}, {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.pinCode}
              <div className={styles.muted}>Phone {order.shippingAddress.contactNumber}</div>
              {order.shippingAddress.instruction && <div className={styles.muted}>{order.shippingAddress.instruction}</div>}
            </dd>
            <dt>Shipping</dt>
            <dd>
              {SHIPPING_METHOD_LABELS[order.shippingMethod]}, due by {formatDay(order.estimatedDelivery)}
            </dd>
            <dt>Payment</dt>
            <dd>
              {order.paymentMethod === 'cod' ? 'Cash on delivery' : order.paymentMethod.toUpperCase()} · {order.paymentStatus}
            </dd>
            {order.notes && (
              <>
                <dt>Customer&apos;s note</dt>
                <dd>{order.notes}</dd>
              </>
            )}
          </dl>
        </section>
        <StatusChange order={order} />
      </div>
      <section className={styles.panel} aria-labelledby="pieces">
        <h2 id="pieces" className={styles.panelTitle}>
          Pieces
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Hallmark</th>
              <th scope="col" className={styles.number}>
                Quantity
              </th>
              <th scope="col" className={styles.number}>
                Price
              </th>
              <th scope="col" className={styles.number}>
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item._id}>
                <td>
                  {item.productSnapshot.name}
                  {item.variantName && <div className={styles.muted}>{item.variantName}</div>}
                </td>
                <td>{item.productSnapshot.purity ? `${item.productSnapshot.purity}${item.productSnapshot.huid ? ` · ${item.productSnapshot.huid}` : ''}` : '—'}</td>
                <td className={styles.number}>{item.quantity}</td>
                <td className={styles.number}>{formatInr(item.unitPrice)}</td>
                <td className={styles.number}>{formatInr(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                ['Subtotal', order.totals.subtotal],
                ['Discount', -order.totals.discountTotal],
                ['Shipping', order.totals.shippingTotal],
                ['Total (GST included)', order.totals.grandTotal],
              ] as const
            )
              .filter(([label, amount]) => label !== 'Discount' || amount !== 0)
              .map(([label, amount]) => (
              <tr key={label}>
                <td colSpan={4} className={styles.number}>
                  {label}
                </td>
                <td className={styles.number}>{formatInr(amount)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </section>
      <section className={styles.panel} aria-labelledby="history">
        <h2 id="history" className={styles.panelTitle}>
          History
        </h2>
        <table className={styles.table}>
          <tbody>
            {(order.statusHistory ?? []).map((entry) => (
              <tr key={entry._id}>
                <td>{formatWhen(entry.createdAt)}</td>
                <td>
                  <span className={`${styles.badge} ${styles[statusTone(entry.status)] ?? ''}`}>{entry.statusLabel}</span>
                </td>
                <td className={styles.muted}>{entry.changedBy === 'staff' ? 'Staff' : entry.changedBy === 'customer' ? 'Customer' : 'Store'}</td>
                <td>{entry.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <AuditTrail entityType="order" entityId={order.id} />
    </>
  );
}

/** The next statuses the order can take (the state machine's), with a note the history keeps. */
function StatusChange({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const change = useChangeOrderStatus(order.id);
  const next = isOrderStatus(order.status) ? getNextStatuses(order.status) : [];
  const [status, setStatus] = useState('');
  const [notes, setNotes] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) return setOutcome({ ok: false, text: 'Choose the new status.' });
    try {
      const { message } = await change.mutateAsync({ status, notes: notes.trim() });
      setOutcome({ ok: true, text: `${message}: ${statusLabel(status)}. The customer is told by e-mail where it matters to them.` });
      setStatus('');
      setNotes('');
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="next-step">
      <h2 id="next-step" className={styles.panelTitle}>
        Next step
      </h2>
      <OutcomeMessages notice={outcome?.ok ? outcome.text : null} problem={outcome && !outcome.ok ? outcome.text : null} />
      {next.length === 0 ? (
        <p className={styles.muted}>This order is {statusLabel(order.status).toLowerCase()}: it has no further steps.</p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)}>
          <SelectField label="New status" placeholder="Choose" value={status} onChange={(event) => setStatus(event.target.value)} options={next.map((value) => ({ value, label: statusLabel(value) }))} />
          <TextField label="Note for the history" optionalLabel="optional" value={notes} maxLength={500} onChange={(event) => setNotes(event.target.value)} hint="For example the courier and tracking number" />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Change status'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
