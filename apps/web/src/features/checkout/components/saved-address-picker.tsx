import { useTranslation } from 'react-i18next';
import type { Address } from '@aabhushan/shared/schemas/address';
import styles from './choice-cards.module.css';

interface SavedAddressPickerProps {
  addresses: Address[];
  value: string | null;
  onChange: (id: string) => void;
}

/** The address book as radio cards (the default one is marked and preselected by the page). */
export function SavedAddressPicker({ addresses, value, onChange }: SavedAddressPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('checkout.info.saved')}</legend>
      {addresses.map((address) => {
        const place = [address.city, address.state].filter(Boolean).join(', ');
        return (
          <label key={address._id} className={styles.card}>
            <input type="radio" name="addressId" value={address._id} checked={value === address._id} onChange={() => onChange(address._id)} className={styles.radio} />
            <span className={styles.body}>
              {/* The address as the shopper and the courier write it, in every language. */}
              <span className={styles.title} translate="no">
                {address.title}
              </span>
              <span className={styles.meta} translate="no">
                {address.address}
              </span>
              <span className={styles.meta} translate="no">
                {place} {address.pin_code}
              </span>
              <span className={styles.meta}>{t('checkout.info.phone', { phone: address.contact_number })}</span>
              {address.default && <span className={styles.badge}>{t('checkout.info.default')}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
