import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@aabhushan/shared/pages/page-manifest';
import { isPinCode } from '@aabhushan/shared/rules/appointment-rules';
import { APPOINTMENT_KINDS, MAX_APPOINTMENT_NOTE, type AppointmentKind } from '@aabhushan/shared/schemas/appointments';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import form from '../../../components/ui/form.module.css';
import { useAddresses } from '../../../features/addresses/api/get-addresses';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { buildLoginUrl } from '../../../lib/session/return-url';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast/toast';
import { translateApiMessage } from '../../../lib/translate-message';
import { useLocalized } from '../../../lib/use-localized';
import { useAppointmentShowrooms, useBookAppointment } from '../../../features/appointments/api/appointment-calls';
import { indianDateAhead } from '../../../features/appointments/lib/appointment-time';
import { SlotPicker } from '../../../features/appointments/components/slot-picker';
import styles from '../../../features/appointments/components/appointments.module.css';

export interface BookingChoices {
  kind: AppointmentKind;
  productIds: string[];
  note: string;
}

function PieceName({ id }: { id: string }) {
  const product = useProduct(id);
  const localized = useLocalized();
  return <li className={styles.piece}>{product.data ? localized(product.data.name) : '…'}</li>;
}

/** The booking form: kind, (PIN), showroom, date, a slot, (address), note; the chosen pieces ride along. */
export function BookingForm({ initial, returnTo }: { initial: BookingChoices; returnTo: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [kind, setKind] = useState<AppointmentKind>(initial.kind);
  const [pinInput, setPinInput] = useState('');
  const [pin, setPin] = useState('');
  const home = kind === 'home';
  const showrooms = useAppointmentShowrooms(home ? pin : '');
  const [showroomChoice, setShowroomChoice] = useState('');
  const available = home && !pin ? [] : (showrooms.data ?? []);
  const showroomId = available.some((showroom) => showroom._id === showroomChoice) ? showroomChoice : (available[0]?._id ?? '');
  const [date, setDate] = useState(indianDateAhead(1));
  const [start, setStart] = useState('');
  const addresses = useAddresses({ enabled: signedIn && home });
  const [addressChoice, setAddressChoice] = useState('');
  const addressOptions = addresses.addresses.filter((address) => !pin || address.pin_code === pin);
  const addressId = addressOptions.some((address) => address._id === addressChoice) ? addressChoice : (addressOptions[0]?._id ?? '');
  const [note, setNote] = useState(initial.note);
  const book = useBookAppointment();

  const chooseKind = (next: AppointmentKind) => {
    setKind(next);
    setStart('');
    book.reset();
  };
  const checkPin = (event?: FormEvent) => {
    event?.preventDefault();
    setPin(isPinCode(pinInput.trim()) ? pinInput.trim() : '');
    setStart('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      void navigate(buildLoginUrl(returnTo));
      return;
    }
    if (!start || !showroomId || book.isPending) return;
    book.mutate(
      { kind, showroomId, start, ...(home ? { pin, addressId } : {}), ...(initial.productIds.length ? { productIds: initial.productIds } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (appointment) => {
          toast.success(t('appointments.booked', { reference: appointment.reference }));
          void navigate(href('profile', {}, { tab: 'appointments' }));
        },
        onError: () => setStart(''),
      },
    );
  };

  const pinRefused = home && pin !== '' && showrooms.data !== undefined && showrooms.data.length === 0;
  const pinWrong = home && pinInput.trim() !== '' && !isPinCode(pinInput.trim()) && pin === '';
  const ready = Boolean(showroomId && start && (!home || addressId));
  const failure = book.isError ? translateApiMessage(book.error, t) || t('appointments.failed') : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('appointments.kindLegend')}</legend>
        <div className={styles.kinds}>
          {APPOINTMENT_KINDS.map((option) => (
            <label key={option} className={styles.kind}>
              <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => chooseKind(option)} />
              <span className={styles.kindName}>{t(`appointments.kinds.${option}`)}</span>
              <span className={styles.kindHint}>{t(`appointments.kindHints.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {home && (
        <div className={styles.pinRow}>
          <TextField
            label={t('appointments.pin')}
            hint={t('appointments.pinHint')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pinInput}
            onChange={(event) => setPinInput(event.target.value.replace(/\D/g, ''))}
            onBlur={() => checkPin()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') checkPin(event);
            }}
            error={pinRefused ? t('appointments.noHome') : pinWrong ? t('appointments.pinInvalid') : undefined}
          />
        </div>
      )}

      {(!home || (pin && !pinRefused)) && (
        <div className={styles.row}>
          <SelectField
            label={t('appointments.showroom')}
            value={showroomId}
            onChange={(event) => {
              setShowroomChoice(event.target.value);
              setStart('');
            }}
            options={available.map((showroom) => ({ value: showroom._id, label: localized(showroom.name) }))}
          />
          <TextField
            label={t('appointments.date')}
            type="date"
            min={indianDateAhead(0)}
            max={indianDateAhead(60)}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setStart('');
            }}
          />
        </div>
      )}

      {showroomId && date && (!home || pin) && <SlotPicker kind={kind} showroomId={showroomId} date={date} pin={home ? pin : ''} value={start} onChange={setStart} />}

      {home && signedIn && pin && !pinRefused && (
        addressOptions.length > 0 ? (
          <SelectField
            label={t('appointments.address')}
            value={addressId}
            onChange={(event) => setAddressChoice(event.target.value)}
            options={addressOptions.map((address) => ({ value: address._id, label: `${address.title}: ${address.address}, ${address.pin_code}` }))}
          />
        ) : (
          addresses.data && (
            <p className={styles.muted}>
              {t('appointments.noAddress')}{' '}
              <Link to={href('profile', {}, { tab: 'addresses' })}>{t('appointments.addAddress')}</Link>
            </p>
          )
        )
      )}

      {initial.productIds.length > 0 && (
        <div className={styles.fieldset}>
          <h2 className={styles.legend}>{t('appointments.pieces')}</h2>
          <ul className={styles.pieces}>
            {initial.productIds.map((id) => (
              <PieceName key={id} id={id} />
            ))}
          </ul>
        </div>
      )}

      <div className={form.field}>
        <label htmlFor="appointment-note" className={form.label}>
          {t('appointments.note')}
        </label>
        <textarea id="appointment-note" className={`${form.input} ${styles.textarea}`} maxLength={MAX_APPOINTMENT_NOTE} value={note} onChange={(event) => setNote(event.target.value)} aria-describedby="appointment-note-hint" />
        <p id="appointment-note-hint" className={form.hint}>
          {t('appointments.noteHint')}
        </p>
      </div>

      {failure && <Alert tone="error">{failure}</Alert>}

      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={signedIn && (!ready || book.isPending)}>
          {!signedIn ? t('appointments.signInToBook') : book.isPending ? t('appointments.booking') : t('appointments.submit')}
        </button>
      </div>
    </form>
  );
}
