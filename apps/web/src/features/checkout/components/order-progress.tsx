import { useTranslation } from 'react-i18next';
import { getProgressIndex, PROGRESS_STEPS } from '@aabhushan/shared/rules/order-progress';
import styles from './order-progress.module.css';

/** The four steps (Order Placed, Processing, Shipped, Delivered) at the order's real step. */
export function OrderProgress({ status, statusLabel }: { status: string; statusLabel: string }) {
  const { t } = useTranslation();
  const at = getProgressIndex(status);
  if (at === null) return <p className={styles.offPath}>{t('confirmation.progress.offPath', { status: statusLabel })}</p>;
  return (
    <ol className={styles.progress} aria-label={t('confirmation.progress.label')} data-testid="order-progress">
      {PROGRESS_STEPS.map((step, index) => {
        const state = index < at ? styles.done : index === at ? styles.current : '';
        return (
          <li key={step} className={`${styles.step} ${state}`} aria-current={index === at ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true">
              {index <= at ? '✓' : ''}
            </span>
            <span className={styles.name}>{t(`confirmation.progress.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
