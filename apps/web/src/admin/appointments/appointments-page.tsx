import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { AdminAppointment, AppointmentSettings } from '@aabhushan/shared/schemas/appointments';
import buttons from '../../components/ui/button.module.css';
import { SelectField, TextField } from '../../components/ui/form-field';
import { apiGet, apiSend } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-message';
import { adminKeys } from '../admin-api';
import styles from '../admin.module.css';

const KIND_LABELS: Record<AdminAppointment['kind'], string> = { store: 'Showroom visit', video: 'Video call', home: 'Try at home' };
const STATUS_LABELS: Record<AdminAppointment['status'], string> = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', no_show: 'No-show' };
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * /admin/appointments: a showroom's appointments of one day with the pieces to keep ready and the
 * home address; attended or no-show once the time has come; the day or one slot closed.
 */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(indianDateOf(new Date()));
  const [choice, setChoice] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const showrooms = useQuery({ queryKey: [...adminKeys.all, 'appointment-settings'], queryFn: async () => (await apiGet<AppointmentSettings[]>('/api/admin/appointment-settings')).data });
  const showroom = choice || showrooms.data?.[0]?.showroomId || '';
  const day = useQuery({
    queryKey: [...adminKeys.all, 'appointments', showroom, date],
    queryFn: async () => (await apiGet<AdminAppointment[]>(`/api/admin/appointments?showroom=${encodeURIComponent(showroom)}&date=${date}`, { cache: 'no-store' })).data,
    enabled: Boolean(showroom && date),
  });
  const act = useMutation({
    mutationFn: async (call: { method: 'POST'; path: string; body: object }) => (await apiSend<unknown>(call.method, call.path, call.body)).message,
    onSuccess: (message) => {
      setOutcome({ ok: true, text: message });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => setOutcome({ ok: false, text: getErrorMessage(error, t) }),
  });
  const mark = (row: AdminAppointment, status: 'attended' | 'no_show') => act.mutate({ method: 'POST', path: `/api/admin/appointments/${encodeURIComponent(row.id)}/outcome`, body: { status } });
  const closeDay = () => act.mutate({ method: 'POST', path: '/api/admin/appointment-closures', body: { showroomId: showroom, date } });

  return (
    <section>
      <header className={styles.head}>
        <h1 className={styles.title}>Appointments</h1>
        <p className={styles.lead}>A showroom&apos;s day: who comes, what to keep ready, and how it went.</p>
      </header>
      <div className={styles.toolbar}>
        <SelectField label="Showroom" value={showroom} onChange={(event) => setChoice(event.target.value)} options={(showrooms.data ?? []).map((row) => ({ value: row.showroomId, label: row.showroomName }))} />
        <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        <button type="button" className={buttons.secondary} onClick={closeDay} disabled={!showroom || act.isPending}>
          Close this day
        </button>
      </div>
      {outcome && (
        <p role="status" className={outcome.ok ? styles.good : styles.bad}>
          {outcome.text}
        </p>
      )}
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
                        <button type="button" className={buttons.secondary} onClick={() => mark(row, 'attended')} disabled={act.isPending}>
                          Attended
                        </button>
                        <button type="button" className={buttons.textLink} onClick={() => mark(row, 'no_show')} disabled={act.isPending}>
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
    </section>
  );
}
