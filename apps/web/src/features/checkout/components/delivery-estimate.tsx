import { Trans, useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useDeliveryCheck } from '../api/check-delivery';
import styles from './delivery-estimate.module.css';

/** The delivery check for the chosen address's PIN: days, the shipping message and cash on delivery. */
export function DeliveryEstimate({ pin, amount }: { pin: string; amount?: number }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const check = useDeliveryCheck(pin, amount);
  if (check.isPending) {
    return (
      <p className={styles.note} role="status">
        {t('checkout.delivery.checking', { pin })}
      </p>
    );
  }
  const result = check.data;
  if (!result) return null;
  if (!result.available) {
    return (
      <p className={`${styles.note} ${styles.warning}`} role="alert" data-testid="delivery-check">
        {t('checkout.delivery.unavailable', { pin })}
      </p>
    );
  }
  return (
    <div className={styles.note} role="status" data-testid="delivery-check">
      <p className={styles.main}>
        {/* The place as the PIN directory and the courier write it, in every language (translate="no"). */}
        <Trans i18nKey="checkout.delivery.available" values={{ place: [result.city, result.state].filter(Boolean).concat(pin).join(', '), days: result.estimatedDays }} components={{ place: <span translate="no" /> }} />
      </p>
      {/* The server's own sentence only when it knows no place for the PIN (the spec's fallback message). */}
      {!result.city && result.message && <p className={styles.sub}>{translate(result.message)}</p>}
      <p className={styles.sub}>{result.codAvailable ? t('checkout.delivery.cod') : t('checkout.delivery.noCod')}</p>
    </div>
  );
}
