import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAppointmentSettingsUpdateSchema, type AppointmentSettings } from '@aabhushan/shared/schemas/appointments';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import styles from '../admin.module.css';
import { AuditTrail } from '../audit-trail';
import { fieldErrorsOf } from '../catalogue/field-errors';
import { OutcomeMessages } from '../outcome-messages';
import { appointmentSettingsBodyOf, appointmentSettingsValuesOf, type AppointmentSettingsValues } from './appointment-settings-values';
import { useSaveAppointmentSettings } from './appointments-api';
import { PinPrefixList } from './pin-prefix-list';

type TextName = Exclude<keyof AppointmentSettingsValues, 'pinPrefixes'>;

/** One showroom's slot length, consultants per slot, try-at-home PIN prefixes and video service, judged by the API's schema before they are sent. */
export function SettingsPanel({ settings }: { settings: AppointmentSettings }) {
  const { t } = useTranslation();
  const save = useSaveAppointmentSettings(settings.showroomId);
  const [values, setValues] = useState(() => appointmentSettingsValuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const field = (name: TextName) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const parsed = adminAppointmentSettingsUpdateSchema.safeParse(appointmentSettingsBodyOf(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return setProblem('Please correct the fields marked below.');
    }
    setErrors({});
    try {
      const { saved, message } = await save.mutateAsync(parsed.data);
      setValues(appointmentSettingsValuesOf(saved));
      setNotice(`${message}. Shoppers book ${saved.showroomName} with them now; appointments already booked keep their times.`);
    } catch (failure) {
      setProblem(getErrorMessage(failure, t));
    }
  };

  return (
    <>
      <OutcomeMessages notice={notice} problem={problem} />
      <form className={styles.panel} aria-labelledby="settings-title" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="settings-title" className={styles.panelTitle}>
          How {settings.showroomName} books
        </h2>
        <p className={styles.explain}>Slots start at opening time, one slot length apart, the last ending by closing (the hours are the store locator&apos;s).</p>
        <div className={styles.formGrid}>
          <TextField label="Slot length (minutes)" hint="15 to 240" inputMode="numeric" {...field('slotMinutes')} />
          <TextField label="Consultants per slot" hint="How many appointments one slot takes, 1 to 20" inputMode="numeric" {...field('consultants')} />
          <TextField
            label="Video service address"
            optionalLabel="optional"
            hint="Such as https://meet.example.com; each call gets its own link there. Empty: calls are held on the store's own call page."
            type="url"
            {...field('videoLinkBase')}
          />
        </div>
        <PinPrefixList prefixes={values.pinPrefixes} error={errors.pinPrefixes} onChange={(pinPrefixes) => setValues((current) => ({ ...current, pinPrefixes }))} />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
      <AuditTrail entityType="showroom" entityId={settings.showroomId} />
    </>
  );
}
