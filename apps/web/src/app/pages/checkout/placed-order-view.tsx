import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useOrder } from '../../../features/checkout/api/get-order';
import type { Order } from '../../../features/checkout/api/order-types';
import { CheckoutStepper } from '../../../features/checkout/components/checkout-stepper';
import { OrderSummary } from '../../../features/checkout/components/order-summary';
import type { PaymentFailureKind } from '../../../features/payments/lib/payment-error';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { isNotFound } from '../../../lib/api-error';
import { usePieceName } from '../../../lib/use-piece-name';
import { PendingPayment } from './pending-payment';
import { ProcessingState, type ProcessingStage } from './processing-state';
import styles from './checkout-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface PlacedOrderViewProps {
  orderId: string;
  processing: ProcessingStage | null;
  failure: PaymentFailureKind | null;
  codFailed: boolean;
  onRetry: (order: Order) => void;
  onStartOver: () => void;
}

/** The Payment step once the order exists: its payment (or a retry of it) on this same order. */
export function PlacedOrderView({ orderId, processing, failure, codFailed, onRetry, onStartOver }: PlacedOrderViewProps) {
  const { t } = useTranslation();
  const pieceName = usePieceName();
  const query = useOrder(orderId);
  const gstRate = useStoreSettings().data?.gstRatePercent;
  const order = query.data;

  if (!order) {
    if (query.isPending) {
      return (
        <p className={styles.loading} role="status">
          {t('common.loading')}
        </p>
      );
    }
    return (
      <StatusMessage
        tone={isNotFound(query.error) ? 'neutral' : 'error'}
        title={isNotFound(query.error) ? t('confirmation.notFound') : t('confirmation.loadFailed')}
        actions={
          <button type="button" className={buttons.primary} onClick={onStartOver}>
            {t('checkout.pending.startOver')}
          </button>
        }
      />
    );
  }

  // Paid, confirmed or moved on already (another tab, a late webhook): nothing left to pay.
  if (order.status !== 'pending' && order.status !== 'cancelled' && !processing) {
    return (
      <StatusMessage
        title={t('checkout.pending.paid')}
        actions={
          <Link to={href('order-confirmation', {}, { orderId: order.id })} className={buttons.primary}>
            {t('checkout.pending.viewOrder')}
          </Link>
        }
      />
    );
  }

  return (
    <>
      <CheckoutStepper current="payment" />
      <div className={styles.layout}>
        <div className={styles.main}>
          {processing ? (
            <ProcessingState stage={processing} />
          ) : order.status === 'cancelled' ? (
            <StatusMessage title={t('checkout.pending.expired')} actions={<button type="button" className={buttons.primary} onClick={onStartOver}>{t('checkout.pending.startOver')}</button>} />
          ) : (
            <PendingPayment order={order} failure={failure} codFailed={codFailed} busy={processing !== null} onRetry={() => onRetry(order)} onStartOver={onStartOver} />
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.asideTitle}>
            {t('checkout.summary.title')}
          </h2>
          <OrderSummary
            lines={order.items.map((item) => ({ id: item._id, name: pieceName(item.productSnapshot), image: item.productSnapshot.image, quantity: item.quantity, lineTotal: item.lineTotal }))}
            figures={{
              itemCount: order.totals.itemCount,
              subtotal: order.totals.subtotal,
              discount: order.totals.discountTotal,
              couponCode: order.appliedCoupon?.code,
              gstIncluded: order.totals.taxTotal,
              gstRate: gstRate ?? 3,
              shipping: order.totals.shippingTotal,
              shippingLabel: t(`checkout.shipping.${order.shippingMethod}`),
              grandTotal: order.totals.grandTotal,
              goldPlanCredit: order.totals.goldPlanCredit,
            }}
          />
        </aside>
      </div>
    </>
  );
}
