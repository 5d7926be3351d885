import { useTranslation } from 'react-i18next';
import styles from './checkout-page.module.css';

export type ProcessingStage = 'placing' | 'confirming' | 'starting' | 'gateway' | 'verifying';

/** What the shopper sees while the order is placed or the payment runs: never a frozen button. */
export function ProcessingState({ stage }: { stage: ProcessingStage }) {
  const { t } = useTranslation();
  const text = stage === 'confirming' ? t('checkout.processing.placing') : t(`checkout.processing.${stage}`);
  return (
    <div className={styles.processing} role="status" aria-live="polite" data-testid="checkout-processing">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.processingText}>{text}</p>
      <p className={styles.muted}>{t('checkout.processing.keepOpen')}</p>
    </div>
  );
}
