import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { TextField } from '../../../components/ui/form-field';
import { normaliseTrackValues, validateTrackForm, type TrackFormValues } from '../lib/track-form';
import styles from './track-order.module.css';

interface TrackOrderFormProps {
  initialOrderNumber?: string;
  busy: boolean;
  onTrack: (values: TrackFormValues) => void;
}

/**
 * Order number plus the e-mail or phone used: each field says what is wrong once it has been
 * left or the form was sent; sending an invalid form moves focus to the first problem.
 */
export function TrackOrderForm({ initialOrderNumber = '', busy, onTrack }: TrackOrderFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TrackFormValues>({ orderNumber: initialOrderNumber, contact: '' });
  const [touched, setTouched] = useState({ orderNumber: false, contact: false });
  const orderRef = useRef<HTMLInputElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const errors = validateTrackForm(values);
  const shown = {
    orderNumber: touched.orderNumber && errors.orderNumber ? t(`orders.track.${errors.orderNumber}`) : undefined,
    contact: touched.contact && errors.contact ? t(`orders.track.${errors.contact}`) : undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ orderNumber: true, contact: true });
    if (errors.orderNumber) return orderRef.current?.focus();
    if (errors.contact) return contactRef.current?.focus();
    onTrack(normaliseTrackValues(values));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('orders.track.title')}>
      <TextField
        ref={orderRef}
        label={t('orders.track.orderNumber')}
        hint={t('orders.track.orderNumberHint')}
        error={shown.orderNumber}
        name="orderNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        required
        value={values.orderNumber}
        onChange={(event) => setValues((v) => ({ ...v, orderNumber: event.target.value }))}
        onBlur={() => setTouched((v) => ({ ...v, orderNumber: true }))}
      />
      <TextField
        ref={contactRef}
        label={t('orders.track.contact')}
        hint={t('orders.track.contactHint')}
        error={shown.contact}
        name="contact"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
        value={values.contact}
        onChange={(event) => setValues((v) => ({ ...v, contact: event.target.value }))}
        onBlur={() => setTouched((v) => ({ ...v, contact: true }))}
      />
      <button type="submit" className={buttons.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('orders.track.working') : t('orders.track.submit')}
      </button>
    </form>
  );
}
