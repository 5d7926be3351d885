import '../../../i18n/bundles/checkout';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCart } from '../../../features/cart/api/get-cart';
import type { Order } from '../../../features/checkout/api/order-types';
import { CheckoutStepper } from '../../../features/checkout/components/checkout-stepper';
import { LockIcon } from '../../../features/checkout/components/lock-icon';
import { clearCheckoutAttempt, readCheckoutAttempt } from '../../../features/checkout/lib/checkout-attempt';
import { TestGatewayDialog } from '../../../features/payments/components/test-gateway-dialog';
import { buildLoginUrl } from '../../../lib/session/return-url';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast/toast';
import { readQueryParam } from '../../../lib/url-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getCheckoutBranding } from './checkout-branding';
import { CheckoutFlow } from './checkout-flow';
import { PlacedOrderView } from './placed-order-view';
import type { ProcessingStage } from './processing-state';
import { useCheckoutSubmit } from './use-checkout-submit';
import styles from './checkout-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /checkout (docs/decisions.md): signed-out shoppers are sent to sign
 * in ('Please login to proceed with checkout') and come back here; an empty cart says so. An
 * order already placed in this attempt (or named by ?orderId=) opens on its payment.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  useDocumentTitle(t('checkout.documentTitle'));
  const linkedOrderId = readQueryParam(params, 'orderId', 100);
  const [placedOrderId, setPlacedOrderId] = useState(() => linkedOrderId ?? readCheckoutAttempt().orderId);
  const cart = useCart({ immediate: true });
  const branding = useCallback((order: Order) => getCheckoutBranding(order, user, t), [user, t]);
  const onPlaced = useCallback((order: Order) => setPlacedOrderId(order.id), []);
  const submitter = useCheckoutSubmit(branding, onPlaced);
  const { payment } = submitter;
  const sentToLogin = useRef(false);

  useEffect(() => {
    if (status !== 'signed-out' || sentToLogin.current) return;
    sentToLogin.current = true;
    toast.info(t('checkout.guard.login'));
    void navigate(buildLoginUrl(`${location.pathname}${location.search}`), { replace: true });
  }, [status, navigate, location.pathname, location.search, t]);

  const onStartOver = useCallback(() => {
    clearCheckoutAttempt();
    setPlacedOrderId(undefined);
    void navigate(href('cart'), { replace: true });
  }, [navigate]);

  const processing: ProcessingStage | null =
    submitter.phase === 'placing' || submitter.phase === 'confirming' ? submitter.phase : payment.phase === 'idle' || payment.phase === 'paid' ? null : payment.phase;

  const frame = (content: ReactNode) => (
    <div className={`${layout.container} ${styles.page}`}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <p className={styles.secure}>
          <LockIcon /> {t('checkout.secure')}
        </p>
      </div>
      {content}
      {payment.testGateway && <TestGatewayDialog paymentOrder={payment.testGateway.paymentOrder} onChoose={payment.testGateway.choose} />}
    </div>
  );
  const loading = (
    <p className={styles.loading} role="status">
      {t('common.loading')}
    </p>
  );

  if (submitter.phase === 'done' || payment.phase === 'paid') {
    return frame(
      <>
        <CheckoutStepper current="complete" />
        <StatusMessage title={t('checkout.complete.title')}>
          <p role="status">{t('checkout.complete.text')}</p>
        </StatusMessage>
      </>,
    );
  }
  if (status !== 'signed-in') return frame(loading);
  if (placedOrderId) {
    return frame(
      <PlacedOrderView
        orderId={placedOrderId}
        processing={processing}
        failure={payment.failure}
        codFailed={submitter.codFailed}
        onRetry={(order) => void submitter.retry(order)}
        onStartOver={onStartOver}
      />,
    );
  }
  if (cart.isPending) return frame(loading);
  if (!cart.data || cart.data.items.length === 0) {
    return frame(
      cart.isError ? (
        <StatusMessage tone="error" title={t('checkout.guard.loadFailed')} actions={<button type="button" className={buttons.primary} onClick={() => void cart.refetch()}>{t('common.tryAgain')}</button>} />
      ) : (
        <StatusMessage title={t('checkout.guard.empty')} actions={<Link to={href('products')} className={buttons.primary}>{t('checkout.guard.startShopping')}</Link>}>
          <p>{t('checkout.guard.emptyText')}</p>
        </StatusMessage>
      ),
    );
  }
  return frame(<CheckoutFlow cart={cart.data} placing={processing !== null} refusal={submitter.refusal} onPlace={(input) => void submitter.submit(input)} />);
}
