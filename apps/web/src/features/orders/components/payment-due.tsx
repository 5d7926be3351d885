import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { padTime } from '../../../lib/countdown';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './orders.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** An unpaid online order: the minutes left before it lapses and the way back to pay. */
export function PaymentDue({ orderId, expiresAt }: { orderId: string; expiresAt: string }) {
  const { t } = useTranslation();
  const left = useCountdown(expiresAt);
  if (left.ended) return null;
  const time = `${padTime(left.hours * 60 + left.minutes)}:${padTime(left.seconds)}`;
  return (
    <section className={styles.due} aria-labelledby="payment-due-title">
      <div>
        <h2 id="payment-due-title" className={styles.dueTitle}>
          {t('orders.payNow.title')}
        </h2>
        <p className={styles.dueText}>
          {t('orders.payNow.text', { time })}
        </p>
      </div>
      <Link to={href('checkout', {}, { orderId })} className={buttons.primary}>
        {t('orders.payNow.action')}
      </Link>
    </section>
  );
}
