import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { isValidPinCode } from '@aabhushan/shared/schemas/address';
import type { DeliveryCheck } from '@aabhushan/shared/schemas/delivery';
import { TextField } from '../../../components/ui/form-field';
import { formatInr } from '@aabhushan/shared/rules/money';
import styles from './addresses.module.css';

/** The PIN code field (children), the city, district and state read from it, and what delivery there looks like. */
export function PinPlace({ pin, check, children }: { pin: string; check: UseQueryResult<DeliveryCheck>; children: ReactNode }) {
  const { t } = useTranslation();
  const place = check.data?.pin === pin ? check.data : undefined;
  const known = place?.city ? place : undefined;
  let note: string | null = null;
  if (isValidPinCode(pin)) {
    if (check.isFetching && !place) note = t('addresses.form.pinChecking');
    else if (place && !known) note = t('addresses.form.pinUnknown');
  }
  return (
    <div className={styles.place}>
      <div className={styles.placeFields}>
        {children}
        <TextField label={t('addresses.form.city')} value={known?.city ?? ''} readOnly tabIndex={-1} name="city" />
        <TextField label={t('addresses.form.district')} value={known?.district ?? ''} readOnly tabIndex={-1} name="district" />
        <TextField label={t('addresses.form.state')} value={known?.state ?? ''} readOnly tabIndex={-1} name="state" />
      </div>
      <p className={styles.placeNote} role="status" aria-live="polite">
        {note}
        {known && (
          <>
            {t('addresses.delivery.available', { city: known.city, state: known.state, days: known.estimatedDays })}
            {' · '}
            {t('addresses.delivery.shipping', { cost: formatInr(known.shippingCost) })}
            {' · '}
            {known.codAvailable ? t('addresses.delivery.cod') : t('addresses.delivery.noCod')}
          </>
        )}
      </p>
    </div>
  );
}
