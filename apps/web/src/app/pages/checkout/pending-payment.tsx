import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import buttons from '../../../components/ui/button.module.css';
import type { Order } from '../../../features/checkout/api/order-types';
import type { PaymentFailureKind } from '../../../features/payments/lib/payment-error';
import { padTime } from '../../../lib/countdown';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './checkout-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface PendingPaymentProps {
  order: Order;
  failure: PaymentFailureKind | null;
  codFailed: boolean;
  busy: boolean;
  onRetry: () => void;
  onStartOver: () => void;
}

/**
 * A placed order still waiting for its payment: what went wrong, the time left before the
 * store's payment hold ends (a staff setting, 15 minutes as the store opened), and Pay now, which retries on this same order.
 */
export function PendingPayment({ order, failure, codFailed, busy, onRetry, onStartOver }: PendingPaymentProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(order.paymentMethod === 'cod' ? null : (order.expiresAt ?? null));
  const expired = order.paymentMethod !== 'cod' && Boolean(order.expiresAt) && countdown.ended;
  if (expired) {
    return (
      <section className={styles.pending} aria-labelledby="pending-title">
        <h2 id="pending-title" className={styles.stepTitle}>
          {t('checkout.pending.title', { number: order.orderNumber })}
        </h2>
        <p role="alert">{t('checkout.pending.expired')}</p>
        <button type="button" className={buttons.primary} onClick={onStartOver}>
          {t('checkout.pending.startOver')}
        </button>
      </section>
    );
  }
  const failureText = failure ? t(`checkout.errors.${failure}`) : codFailed ? t('checkout.errors.cod') : null;
  return (
    <section className={styles.pending} aria-labelledby="pending-title" data-testid="pending-payment">
      <h2 id="pending-title" className={styles.stepTitle}>
        {t('checkout.pending.title', { number: order.orderNumber })}
      </h2>
      {failureText && (
        <p className={styles.failure} role="alert" data-testid="payment-error">
          {failureText}
        </p>
      )}
      <p className={styles.muted}>{t('checkout.pending.text')}</p>
      {order.expiresAt && order.paymentMethod !== 'cod' && (
        <p className={styles.timeLeft} data-testid="time-left">
          {t('checkout.pending.timeLeft', { time: `${padTime(countdown.minutes + countdown.hours * 60)}:${padTime(countdown.seconds)}` })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${buttons.primary} ${styles.wide}`} disabled={busy} onClick={onRetry}>
          {order.paymentMethod === 'cod' ? t('checkout.pending.confirmCod') : t('checkout.pending.retry', { amount: formatInr(order.totals.amountDue) })}
        </button>
        <Link to={href('order', { id: order.id })} className={buttons.textLink}>
          {t('checkout.pending.viewOrder')}
        </Link>
      </div>
      <p className={styles.muted}>
        {t('checkout.pending.otherwise')}{' '}
        <button type="button" className={buttons.textLink} onClick={onStartOver}>
          {t('checkout.pending.startOver')}
        </button>
      </p>
    </section>
  );
}
