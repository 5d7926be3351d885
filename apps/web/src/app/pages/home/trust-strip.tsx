import { useTranslation } from 'react-i18next';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import styles from './home.module.css';

const ITEMS = [
  { key: 'hallmark', icon: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Zm-3.2 9.2l2.2 2.2 4.4-4.6' },
  { key: 'diamonds', icon: 'M7 4h10l4 5-9 11L3 9l4-5Zm-4 5h18M9.5 4L8 9l4 11 4-11-1.5-5' },
  { key: 'returns', icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4' },
  { key: 'payments', icon: 'M6 10V8a6 6 0 1 1 12 0v2M5 10h14v10H5zM12 14v2.5' },
] as const;

/** Four promises a jewellery shopper looks for before buying. */
export function TrustStrip() {
  const { t } = useTranslation();
  const { data: settings } = useStoreSettings();
  if (!settings) return null;
  return (
    <section className={styles.trust} aria-labelledby="home-trust">
      <h2 id="home-trust" className="visually-hidden">
        {t('home.trust.label')}
      </h2>
      <ul className={styles.trustList}>
        {ITEMS.map((item) => (
          <li key={item.key} className={styles.trustItem}>
            <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" className={styles.trustIcon}>
              <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className={styles.trustTitle}>{t(`home.trust.${item.key}.title`)}</h3>
            <p className={styles.trustText}>{t(`home.trust.${item.key}.text`, { days: settings.returnWindowDays })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
