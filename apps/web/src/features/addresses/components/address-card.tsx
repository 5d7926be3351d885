import { useTranslation } from 'react-i18next';
import type { Address } from '@aabhushan/shared/schemas/address';
import buttons from '../../../components/ui/button.module.css';
import styles from './addresses.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** 98290 19850: the way Indian mobile numbers are read aloud. */
const formatPhone = (digits: string) => (digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits);

/** One saved address: '(Default)' on the default, a set-default button on the others (spec B section 4). */
export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const { t } = useTranslation();
  return (
    <li className={`${styles.card} ${address.default ? styles.cardDefault : ''}`} data-testid="address-card">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {address.title}
          {address.default && <span className={styles.badge}> {t('addresses.defaultBadge')}</span>}
        </h3>
        <span className={styles.type}>{t(`addresses.types.${address.address_type}`)}</span>
      </div>
      {address.name && <p className={styles.recipient}>{t('addresses.recipient', { name: address.name })}</p>}
      <p className={styles.lines}>{address.formatted_address}</p>
      {address.instruction && <p className={styles.instruction}>{address.instruction}</p>}
      <p className={styles.phone}>{t('addresses.phone', { number: formatPhone(address.contact_number) })}</p>
      <div className={styles.cardActions}>
        <button type="button" className={buttons.textLink} onClick={onEdit} disabled={busy} aria-label={t('addresses.editNamed', { title: address.title })}>
          {t('addresses.edit')}
        </button>
        <button type="button" className={buttons.textLink} onClick={onDelete} disabled={busy} aria-label={t('addresses.deleteNamed', { title: address.title })}>
          {t('addresses.delete')}
        </button>
        {!address.default && (
          <button type="button" className={buttons.secondary} onClick={onSetDefault} disabled={busy} aria-label={t('addresses.setDefaultNamed', { title: address.title })}>
            {t('addresses.setDefault')}
          </button>
        )}
      </div>
    </li>
  );
}
