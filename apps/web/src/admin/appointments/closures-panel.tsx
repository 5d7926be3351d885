import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAppointmentClosureSchema, type AppointmentClosure } from '@aabhushan/shared/schemas/appointments';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import styles from '../admin.module.css';
import { fieldErrorsOf } from '../catalogue/field-errors';
import { OutcomeMessages } from '../outcome-messages';
import page from './appointments.module.css';
import { useAppointmentClosures, useCloseAppointments, useDaySlots, useReopenAppointments } from './appointments-api';
import { ANOTHER_TIME, WHOLE_DAY, closureBodyOf, closureDay, closureDescription, closureWhat, slotChoicesOf } from './closure-values';

/**
 * A showroom's closures from today on, a form that closes the whole day or one slot (a slot of
 * the day as shoppers see it, or a time typed), and reopening one after a question.
 */
export function ClosuresPanel({ showroomId, date, onDate }: { showroomId: string; date: string; onDate: (date: string) => void }) {
  const { t } = useTranslation();
  const closures = useAppointmentClosures(showroomId);
  const slots = useDaySlots(showroomId, date);
  const close = useCloseAppointments();
  const reopen = useReopenAppointments();
  const [choice, setChoice] = useState(WHOLE_DAY);
  const [typedTime, setTypedTime] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ notice?: string; problem?: string }>({});
  const [confirming, setConfirming] = useState<AppointmentClosure | null>(null);
  const choices = slotChoicesOf(slots.data ?? [], closures.data ?? [], date);

  // Another day has other slots: the choice starts again from the whole day.
  const pickDate = (next: string) => {
    setChoice(WHOLE_DAY);
    onDate(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({});
    const parsed = adminAppointmentClosureSchema.safeParse(closureBodyOf({ showroomId, date, choice, time: typedTime, reason }));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return setOutcome({ problem: 'Please correct the fields marked below.' });
    }
    setErrors({});
    try {
      const { saved, message } = await close.mutateAsync(parsed.data);
      setOutcome({ notice: `${message}: ${closureDescription(saved)} is closed.` });
      setChoice(WHOLE_DAY);
      setTypedTime('');
      setReason('');
    } catch (error) {
      setOutcome({ problem: getErrorMessage(error, t) });
    }
  };

  const reopenOne = async (closure: AppointmentClosure) => {
    setConfirming(null);
    setOutcome({});
    try {
      const { message } = await reopen.mutateAsync(closure.id);
      setOutcome({ notice: `${message}: ${closureDescription(closure)} is open again.` });
    } catch (error) {
      setOutcome({ problem: getErrorMessage(error, t) });
    }
  };

  return (
    <>
      <OutcomeMessages notice={outcome.notice} problem={outcome.problem} />
      <form className={styles.panel} aria-labelledby="close-title" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="close-title" className={styles.panelTitle}>
          Close a day or a slot
        </h2>
        <p className={styles.explain}>Shoppers can no longer book what is closed. Appointments already booked then are kept: call those customers.</p>
        <div className={styles.formGrid}>
          <TextField label="Date" type="date" value={date} error={errors.date} onChange={(event) => event.target.value && pickDate(event.target.value)} />
          <SelectField label="What to close" value={choice} onChange={(event) => setChoice(event.target.value)} options={choices} />
          {choice === ANOTHER_TIME && <TextField label="Slot time" hint="24-hour HH:MM, such as 16:30" inputMode="numeric" value={typedTime} error={errors.slotStart} onChange={(event) => setTypedTime(event.target.value)} />}
          <TextField label="Reason" optionalLabel="optional, for staff" maxLength={200} value={reason} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={close.isPending || !showroomId}>
            {choice === WHOLE_DAY ? 'Close the day' : 'Close the slot'}
          </button>
        </div>
      </form>
      <section className={styles.panel} aria-labelledby="closures-title">
        <h2 id="closures-title" className={styles.panelTitle}>
          Closed from today on
        </h2>
        {closures.isError && <p className={styles.problem}>{getErrorMessage(closures.error, t)}</p>}
        {closures.data?.length === 0 && <p className={styles.empty}>Nothing is closed: every day with opening hours can be booked.</p>}
        {closures.data && closures.data.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Closed</th>
                  <th scope="col">
                    <span className="visually-hidden">Reopen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {closures.data.map((closure) => (
                  <tr key={closure.id}>
                    <td>
                      {closureDay(closure.date)} · {closureWhat(closure)}
                      {closure.reason && <div className={styles.muted}>{closure.reason}</div>}
                    </td>
                    <td className={page.actions}>
                      <button type="button" className={buttons.textLink} disabled={reopen.isPending} onClick={() => setConfirming(closure)}>
                        Reopen<span className="visually-hidden"> {closureDescription(closure)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          message={`Reopen ${closureDescription(confirming)}? Shoppers can book it again at once.`}
          confirmLabel="Reopen"
          cancelLabel="Keep closed"
          onConfirm={() => void reopenOne(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
