import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../i18n/bundles/orders';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useOrder, useStatusHistory } from '../../../features/orders/api/get-order';
import { CancelOrderDialog } from '../../../features/orders/components/cancel-order-dialog';
import { InvoiceButton } from '../../../features/orders/components/invoice-button';
import { GiftReceiptButton } from '../../../features/orders/components/gift-receipt-button';
import { OrderProgress } from '../../../features/orders/components/order-progress';
import { OrderStatusBadge } from '../../../features/orders/components/order-status-badge';
import { PaymentDue } from '../../../features/orders/components/payment-due';
import { ReturnOrderDialog } from '../../../features/orders/components/return-order-dialog';
import { StatusTimeline } from '../../../features/orders/components/status-timeline';
import { canCancelOrder, canReturnOrder, getPaymentTimeLeft } from '../../../features/orders/lib/order-rules';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import type { Order } from '../../../features/orders/lib/order-types';
import { useOrderFormat } from '../../../features/orders/lib/use-order-format';
import { isNotFound } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth } from '../../require-auth';
import { OrderFacts } from '../../../features/orders/components/order-facts';
import { OrderItems } from '../../../features/orders/components/order-items';
import { OrderSummary } from '../../../features/orders/components/order-summary';
import sections from '../../../features/orders/components/order-sections.module.css';
import styles from './orders-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /orders/:id (login required): one order with its pieces, money, address, history and actions. */
export function OrderDetailPage() {
  return (
    <RequireAuth>
      <OrderDetail />
    </RequireAuth>
  );
}

function OrderDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  useDocumentTitle(order.data ? t('orders.list.orderNumber', { number: order.data.orderNumber }) : t('orders.title'));
  const crumbs = [
    { label: t('orders.title'), to: href('profile', {}, { tab: 'orders' }) },
    { label: order.data ? order.data.orderNumber : t('common.loading') },
  ];

  let content;
  if (order.isError) {
    const missing = isNotFound(order.error);
    content = (
      <StatusMessage
        level={1}
        tone={missing ? 'neutral' : 'error'}
        title={missing ? t('orders.detail.notFound') : t('orders.detail.loadFailed')}
        actions={
          missing ? (
            <Link to={href('profile', {}, { tab: 'orders' })} className={buttons.primary}>
              {t('orders.detail.back')}
            </Link>
          ) : (
            <button type="button" className={buttons.primary} onClick={() => void order.refetch()}>
              {t('common.tryAgain')}
            </button>
          )
        }
      >
        {missing && <p>{t('orders.detail.notFoundText')}</p>}
      </StatusMessage>
    );
  } else if (!order.data) {
    content = (
      <div role="status" aria-label={t('common.loading')} className={styles.loading}>
        <Skeleton height="3rem" width="60%" />
        <Skeleton height="6rem" />
        <Skeleton height="16rem" />
      </div>
    );
  } else {
    content = <OrderView order={order.data} />;
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs items={crumbs} />
      {content}
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const history = useStatusHistory(order.id);
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const awaitingPayment = getPaymentTimeLeft(order) !== null;
  // The store's window, from its settings: Return shows only once they are known.
  const windowDays = useStoreSettings().data?.returnWindowDays;
  const returnable = windowDays !== undefined && canReturnOrder(order, windowDays);
  // The invoice is issued once the order is confirmed (the server answers 409 before); a cancelled order has none to offer.
  const invoiceReady = order.status !== 'pending' && order.status !== 'cancelled';
  const entries = history.data && history.data.length > 0 ? history.data : (order.statusHistory ?? []);

  return (
    <>
      <header className={styles.detailHead}>
        <div>
          <p className={layout.eyebrow}>{t('orders.title')}</p>
          <h1 className={styles.title}>{t('orders.list.orderNumber', { number: order.orderNumber })}</h1>
          <p className={styles.lead}>
            <time dateTime={order.createdAt}>{t('orders.list.placedOn', { date: format.date(order.createdAt) })}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className={styles.actions}>
        {invoiceReady && <InvoiceButton orderId={order.id} orderNumber={order.orderNumber} />}
        {invoiceReady && order.gift && <GiftReceiptButton orderId={order.id} orderNumber={order.orderNumber} />}
        {returnable && (
          <button type="button" className={buttons.secondary} onClick={() => setDialog('return')}>
            {t('orders.return.action')}
          </button>
        )}
        {canCancelOrder(order) && (
          <button type="button" className={`${buttons.secondary} ${styles.danger}`} onClick={() => setDialog('cancel')}>
            {t('orders.cancel.action')}
          </button>
        )}
      </div>
      {awaitingPayment && order.expiresAt && <PaymentDue orderId={order.id} expiresAt={order.expiresAt} />}
      <section className={sections.card} aria-labelledby="order-progress-title">
        <h2 id="order-progress-title" className={sections.cardTitle}>
          {t('orders.detail.progress')}
        </h2>
        <OrderProgress status={order.status} />
      </section>
      <div className={styles.columns}>
        <div className={styles.main}>
          <OrderItems order={order} />
          <section className={`${sections.card} ${styles.history}`} aria-labelledby="order-history-title">
            <h2 id="order-history-title" className={sections.cardTitle}>
              {t('orders.detail.history')}
            </h2>
            {history.isPending && entries.length === 0 ? <Skeleton height="6rem" /> : <StatusTimeline entries={entries} />}
          </section>
        </div>
        <aside className={styles.side}>
          <OrderSummary order={order} />
          <OrderFacts order={order} />
        </aside>
      </div>
      {dialog === 'cancel' && <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} onClose={() => setDialog(null)} />}
      {dialog === 'return' && windowDays !== undefined && (
        <ReturnOrderDialog orderId={order.id} orderNumber={order.orderNumber} items={order.items} windowDays={windowDays} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
