import { useTranslation } from 'react-i18next';
import type { AppointmentKind } from '@aabhushan/shared/schemas/appointments';
import buttons from '../../../components/ui/button.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAppointmentSlots } from '../api/appointment-calls';
import { slotTime } from '../lib/appointment-time';
import styles from './appointments.module.css';

interface SlotPickerProps {
  kind: AppointmentKind;
  showroomId: string;
  date: string;
  pin: string;
  value: string;
  onChange: (start: string) => void;
}

/** The day's slots as a grid of buttons; a full or past slot is shown but cannot be chosen. */
export function SlotPicker({ kind, showroomId, date, pin, value, onChange }: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const slots = useAppointmentSlots(kind, showroomId, date, pin, Boolean(showroomId && date));
  let body;
  if (slots.isError) {
    body = (
      <p className={styles.muted}>
        {t('appointments.slotsFailed')}{' '}
        <button type="button" className={buttons.textLink} onClick={() => void slots.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    );
  } else if (!slots.data) {
    body = <Skeleton height="7rem" />;
  } else if (!slots.data.slots.some((slot) => slot.available)) {
    body = <p className={styles.muted}>{t('appointments.noSlots')}</p>;
  } else {
    body = (
      <div className={styles.slots}>
        {slots.data.slots.map((slot) => (
          <button
            key={slot.start}
            type="button"
            className={styles.slot}
            data-testid="appointment-slot"
            aria-pressed={slot.start === value}
            disabled={!slot.available}
            onClick={() => onChange(slot.start)}
          >
            {slotTime(slot.start, i18n.language)}
          </button>
        ))}
      </div>
    );
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('appointments.slotsTitle')}</legend>
      {body}
    </fieldset>
  );
}
