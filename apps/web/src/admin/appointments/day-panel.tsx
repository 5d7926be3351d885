import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@aabhushan/shared/schemas/appointments';
import buttons from '../../components/ui/button.module.css';
import { getErrorMessage } from '../../lib/error-message';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { useAppointmentDay, useMarkAppointment } from './appointments-api';

const KIND_LABELS: Record<AdminAppointment['kind'], string> = { store: 'Showroom visit', video: 'Video call', home: 'Try at home' };
const STATUS_LABELS: Record<AdminAppointment['status'], string> = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', no_show: 'No-show' };
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A showroom's appointments of one day with the pieces to keep ready and the home address; attended or no-show once the time has come. */
export function DayPanel({ showroomId, date }: { showroomId: string; date: string }) {
  const { t } = useTranslation();
  const day = useAppointmentDay(showroomId, date);
  const mark = useMarkAppointment();
  const [outcome, setOutcome] = useState<{ notice?: string; problem?: string }>({});

  const record = async (row: AdminAppointment, status: 'attended' | 'no_show') => {
    setOutcome({});
    try {
      setOutcome({ notice: (await mark.mutateAsync({ id: row.id, status })).message });
    } catch (error) {
      setOutcome({ problem: getErrorMessage(error, t) });
    }
  };

  return (
    <>
      <OutcomeMessages notice={outcome.notice} problem={outcome.problem} />
      {day.isError && <p className={styles.problem}>{getErrorMessage(day.error, t)}</p>}
      {day.data && day.data.length === 0 && <p className={styles.empty}>No appointments on this day.</p>}
      {day.data && day.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Kind</th>
                <th scope="col">Customer</th>
                <th scope="col">Pieces to keep ready</th>
                <th scope="col">Status</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {day.data.map((row) => (
                <tr key={row.id}>
                  <td>{time.format(new Date(row.start))}</td>
                  <td>
                    {KIND_LABELS[row.kind]}
                    {row.address && <div className={styles.muted}>{row.address}</div>}
                  </td>
                  <td>
                    {row.customer.name}
                    <div className={styles.muted}>
                      {row.customer.email} · {row.reference}
                    </div>
                    {row.note && <div className={styles.muted}>{row.note}</div>}
                  </td>
                  <td>{row.products.map((product) => product.name).join(', ') || '—'}</td>
                  <td>{STATUS_LABELS[row.status]}</td>
                  <td>
                    {row.status === 'booked' && Date.parse(row.start) <= Date.now() && (
                      <div className={styles.rowActions}>
                        <button type="button" className={buttons.secondary} onClick={() => void record(row, 'attended')} disabled={mark.isPending}>
                          Attended
                        </button>
                        <button type="button" className={buttons.textLink} onClick={() => void record(row, 'no_show')} disabled={mark.isPending}>
                          No-show
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
