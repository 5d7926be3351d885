import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import styles from './product-detail.module.css';

const NOTES = [
  { key: 'shipping', icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z' },
  { key: 'returns', icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4' },
  { key: 'certified', icon: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Zm-3.2 9.2l2.2 2.2 4.4-4.6' },
] as const;

/** Free Shipping, Easy Returns, Certified: copy that states the store's real rules. */
export function ProductNotes() {
  const { t } = useTranslation();
  const { data: settings } = useStoreSettings();
  // The notes state the store's configured rules, so they wait for the settings.
  if (!settings) return null;
  const values = { amount: formatInr(settings.freeShippingThreshold), days: settings.returnWindowDays };
  return (
    <ul className={styles.notes}>
      {NOTES.map((note) => (
        <li key={note.key} className={styles.note}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d={note.icon} fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>
            <strong>{t(`product.notes.${note.key}.title`)}</strong>
            <span className={styles.noteText}>{t(`product.notes.${note.key}.text`, values)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
