import { useTranslation } from 'react-i18next';
import styles from './cart-page.module.css';

/** The ways to pay the cart page names (spec A section 2): Visa, Mastercard, UPI, Paytm. */
const METHODS = ['Visa', 'Mastercard', 'UPI', 'Paytm'] as const;

export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <div className={styles.payments}>
      <p className={styles.paymentsLabel}>{t('cart.page.weAccept')}</p>
      <ul className={styles.paymentList}>
        {METHODS.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </div>
  );
}
