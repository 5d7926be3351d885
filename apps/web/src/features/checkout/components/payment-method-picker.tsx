import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/translate-message';
import type { PaymentMethodOption } from '../api/get-payment-methods';
import type { PaymentMethodId } from '../api/order-types';
import styles from './choice-cards.module.css';

interface PaymentMethodPickerProps {
  methods: PaymentMethodOption[];
  value: PaymentMethodId | null;
  onChange: (id: PaymentMethodId) => void;
}

const KNOWN: readonly PaymentMethodId[] = ['card', 'upi', 'netbanking', 'wallet', 'emi', 'cod'];

/**
 * The server's payment methods for this checkout. One that does not apply (cash on delivery
 * above the limit, for a PIN or a piece that does not allow it) stays listed, disabled, with the reason.
 */
export function PaymentMethodPicker({ methods, value, onChange }: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('checkout.payment.title')}</legend>
      {methods.map((method) => {
        const known = KNOWN.includes(method.id);
        const reasonId = `payment-reason-${method.id}`;
        return (
          <label key={method.id} className={`${styles.card} ${method.available ? '' : styles.disabled}`}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.id}
              checked={value === method.id}
              disabled={!method.available}
              aria-describedby={method.available ? undefined : reasonId}
              onChange={() => onChange(method.id)}
              className={styles.radio}
            />
            <span className={styles.body}>
              <span className={styles.title}>{known ? t(`checkout.payment.methods.${method.id}`) : method.name}</span>
              <span className={styles.meta}>{known ? t(`checkout.payment.descriptions.${method.id}`) : method.details.description}</span>
              {!method.available && (
                <span id={reasonId} className={styles.reason}>
                  {t('checkout.payment.unavailable')}
                  {method.reason ? `: ${translate(method.reason)}` : ''}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
