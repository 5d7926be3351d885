import { useTranslation } from 'react-i18next';
import styles from './home-sections.module.css';

/**
 * Marks drawn here (no external images): cards, UPI, wallets, net banking and cash on delivery.
 * The wordmarks are logos, the same in every language (`translate="no"`); the name beside each
 * is what a screen reader reads.
 */
function Mark({ kind }: { kind: string }) {
  switch (kind) {
    case 'visa':
      return (
        <span className={`${styles.wordmark} ${styles.visa}`} aria-hidden="true" translate="no">
          VISA
        </span>
      );
    case 'mastercard':
      return (
        <svg viewBox="0 0 38 24" width="38" height="24" aria-hidden="true">
          <circle cx="14" cy="12" r="9" fill="#c9a664" fillOpacity="0.9" />
          <circle cx="24" cy="12" r="9" fill="#6b1f2a" fillOpacity="0.85" />
        </svg>
      );
    case 'rupay':
      return (
        <span className={`${styles.wordmark} ${styles.rupay}`} aria-hidden="true" translate="no">
          Ru<em>Pay</em>
        </span>
      );
    case 'upi':
      return (
        <span className={`${styles.wordmark} ${styles.upi}`} aria-hidden="true" translate="no">
          UPI
          <svg viewBox="0 0 12 16" width="9" height="12" aria-hidden="true">
            <path d="M2 1l8 7-8 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </span>
      );
    default:
      return (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d={ICONS[kind] ?? ''} fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
  }
}

const ICONS: Record<string, string> = {
  wallet: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4V7Zm0 0l11-3v3M16 13h4',
  netBanking: 'M3 9l9-5 9 5M5 9v8M10 9v8M14 9v8M19 9v8M3 20h18',
  cod: 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 10v4M18 10v4',
};

const METHODS = ['visa', 'mastercard', 'rupay', 'upi', 'wallet', 'netBanking', 'cod'] as const;

/** Payment partner strip (spec B section 2): card, wallet and UPI, the ways a shopper can pay. */
export function PaymentStrip() {
  const { t } = useTranslation();
  return (
    <section className={styles.payments} aria-labelledby="home-payments">
      <h2 id="home-payments" className={styles.paymentsTitle}>
        {t('home.payments.title')}
      </h2>
      <ul className={styles.paymentList}>
        {METHODS.map((method) => (
          <li key={method} className={styles.payment}>
            <Mark kind={method} />
            <span className={styles.paymentName}>{t(`home.payments.${method}`)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.paymentsNote}>{t('home.payments.note')}</p>
    </section>
  );
}
