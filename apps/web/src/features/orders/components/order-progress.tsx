import { useTranslation } from 'react-i18next';
import { getProgressIndex, PROGRESS_STEPS } from '@aabhushan/shared/rules/order-progress';
import { useOrderFormat } from '../lib/use-order-format';
import styles from './order-progress.module.css';

/**
 * The four steps (Order Placed, Processing, Shipped, Delivered) at the order's real step; an
 * order that left the journey (cancelled, refunded, returned) says so instead.
 */
export function OrderProgress({ status }: { status: string }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const reached = getProgressIndex(status);
  if (reached === null) {
    return <p className={styles.off}>{t('orders.detail.offJourney', { status: format.status(status).toLowerCase() })}</p>;
  }
  return (
    <ol className={styles.steps} aria-label={t('orders.detail.progress')}>
      {PROGRESS_STEPS.map((step, index) => {
        const name = t(`orders.detail.steps.${step}`);
        const state = index < reached ? 'done' : index === reached ? 'current' : 'ahead';
        const label = t(`orders.detail.step${state === 'done' ? 'Done' : state === 'current' ? 'Current' : 'Ahead'}`, { step: name });
        return (
          <li key={step} className={`${styles.step} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined} aria-label={label}>
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.name} aria-hidden="true">
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
