import { OPENING_DAYS, type OpeningHours } from '@aabhushan/shared/schemas/content';
import buttons from '../../components/ui/button.module.css';
import form from '../../components/ui/form.module.css';
import styles from '../admin.module.css';

const DAY_LABELS: Record<OpeningHours['days'], string> = {
  'mon-fri': 'Monday to Friday',
  'mon-sat': 'Monday to Saturday',
  sat: 'Saturday',
  sun: 'Sunday',
  holidays: 'Holidays',
};

/** The opening hours as rows of days, opening and closing time (24-hour, Indian time). */
export function HoursFieldset({ rows, error, onChange }: { rows: OpeningHours[]; error?: string; onChange: (rows: OpeningHours[]) => void }) {
  const change = (index: number, patch: Partial<OpeningHours>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const unused = OPENING_DAYS.find((days) => !rows.some((row) => row.days === days));
  return (
    <fieldset className={styles.hours} aria-describedby={error ? 'hours-error' : undefined}>
      <legend>Opening hours (Indian time)</legend>
      {rows.map((row, index) => (
        <div key={index} className={styles.hoursRow}>
          <select aria-label={`Days, row ${index + 1}`} className={form.input} value={row.days} onChange={(event) => change(index, { days: event.target.value as OpeningHours['days'] })}>
            {OPENING_DAYS.map((days) => (
              <option key={days} value={days}>
                {DAY_LABELS[days]}
              </option>
            ))}
          </select>
          <input aria-label={`Opens, row ${index + 1}`} type="time" className={form.input} value={row.opens} onChange={(event) => change(index, { opens: event.target.value })} />
          <input aria-label={`Closes, row ${index + 1}`} type="time" className={form.input} value={row.closes} onChange={(event) => change(index, { closes: event.target.value })} />
          <button type="button" aria-label={`Remove row ${index + 1}`} className={buttons.secondary} onClick={() => onChange(rows.filter((_, at) => at !== index))} disabled={rows.length === 1}>
            Remove
          </button>
        </div>
      ))}
      {unused && (
        <button type="button" className={buttons.secondary} onClick={() => onChange([...rows, { days: unused, opens: '10:00', closes: '19:00' }])}>
          Add days
        </button>
      )}
      {error && (
        <p id="hours-error" className={form.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
