import { useTranslation } from 'react-i18next';
import type { Address } from '@aabhushan/shared/schemas/address';
import styles from './checkout-page.module.css';

/** A saved address as an envelope would show it: title (and the recipient of a gift), street, place with PIN, phone. */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation();
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return (
    <span className={styles.addressLines}>
      {/* The address as the shopper and the courier write it, in every language. */}
      <span className={styles.addressTitle} translate="no">
        {address.name ? `${address.name} · ${address.title}` : address.title}
      </span>
      <span translate="no">{address.address}</span>
      <span translate="no">
        {place} {address.pin_code}
      </span>
      <span className={styles.muted}>{t('checkout.info.phone', { phone: address.contact_number })}</span>
    </span>
  );
}
