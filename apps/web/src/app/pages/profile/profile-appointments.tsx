import '../../../i18n/bundles/appointments';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@aabhushan/shared/pages/page-manifest';
import type { Appointment } from '@aabhushan/shared/schemas/appointments';
import buttons from '../../../components/ui/button.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { EmptySection } from '../../../features/account/components/empty-section';
import { useCancelAppointment, useMyAppointments, useRescheduleAppointment } from '../../../features/appointments/api/appointment-calls';
import { SlotPicker } from '../../../features/appointments/components/slot-picker';
import { appointmentTime, indianDateAhead } from '../../../features/appointments/lib/appointment-time';
import styles from '../../../features/appointments/components/appointments.module.css';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast/toast';
import { translateApiMessage } from '../../../lib/translate-message';
import { useLocalized } from '../../../lib/use-localized';
import { usePieceName } from '../../../lib/use-piece-name';

function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const pieceName = usePieceName();
  const cancel = useCancelAppointment();
  const reschedule = useRescheduleAppointment();
  const [changing, setChanging] = useState(false);
  const [date, setDate] = useState(appointment.start.slice(0, 10));
  const [start, setStart] = useState('');
  const failed = (error: unknown) => toast.error(translateApiMessage(error, t) || t('appointments.mine.failed'));
  const onCancel = () => cancel.mutate(appointment.id, { onSuccess: () => toast.success(t('appointments.mine.cancelled')), onError: failed });
  const onMove = () =>
    reschedule.mutate(
      { id: appointment.id, start },
      {
        onSuccess: () => {
          toast.success(t('appointments.mine.moved'));
          setChanging(false);
        },
        onError: failed,
      },
    );
  const upcoming = appointment.status === 'booked' && Date.parse(appointment.end) > Date.now();
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t(`appointments.kinds.${appointment.kind}`)}</h3>
        <span className={styles.status}>{t(`appointments.mine.status.${appointment.status}`)}</span>
      </div>
      <p>{appointmentTime(appointment.start, i18n.language)}</p>
      <p className={styles.meta}>
        {localized(appointment.showroom.name)} · {t('appointments.mine.reference', { reference: appointment.reference })}
      </p>
      {appointment.products.length > 0 && <p className={styles.meta}>{appointment.products.map(pieceName).join(', ')}</p>}
      {upcoming && appointment.kind === 'video' && appointment.videoLink && (
        <p>
          <a href={appointment.videoLink} target="_blank" rel="noreferrer">
            {t('appointments.mine.join')}
          </a>
        </p>
      )}
      {upcoming && !appointment.changeable && <p className={styles.meta}>{t('appointments.mine.changeClosed')}</p>}
      {appointment.changeable && !changing && (
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => setChanging(true)}>
            {t('appointments.mine.change')}
          </button>
          <button type="button" className={buttons.textLink} onClick={onCancel} disabled={cancel.isPending}>
            {t('appointments.mine.cancel')}
          </button>
        </div>
      )}
      {changing && (
        <div className={styles.form}>
          <TextField label={t('appointments.date')} type="date" min={indianDateAhead(0)} max={indianDateAhead(60)} value={date} onChange={(event) => setDate(event.target.value)} />
          <SlotPicker kind={appointment.kind} showroomId={appointment.showroom._id} date={date} pin={appointment.pin ?? ''} value={start} onChange={setStart} />
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} disabled={!start || reschedule.isPending} onClick={onMove}>
              {t('appointments.mine.moveHere')}
            </button>
            <button type="button" className={buttons.textLink} onClick={() => setChanging(false)}>
              {t('appointments.mine.closeChange')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The profile's My Appointments tab: each appointment with its time and place; cancel and move while allowed. */
export function ProfileAppointments() {
  const { t } = useTranslation();
  const mine = useMyAppointments();
  if (mine.isError && !mine.data) {
    return (
      <StatusMessage
        tone="error"
        title={t('appointments.mine.loadFailed')}
        actions={
          <button type="button" className={buttons.primary} onClick={() => void mine.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  }
  if (!mine.data) return <Skeleton height="14rem" />;
  if (mine.data.length === 0) {
    return (
      <EmptySection title={t('appointments.mine.empty')} text={t('appointments.mine.emptyLead')} action={t('appointments.mine.book')} to={href('appointments')} />
    );
  }
  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <Link to={href('appointments')} className={buttons.secondary}>
          {t('appointments.mine.book')}
        </Link>
      </div>
      <ul className={styles.list}>
        {mine.data.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} />
        ))}
      </ul>
    </div>
  );
}
