import { Link, useSearchParams } from 'react-router';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { SelectField, TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import tabs from '../content/content.module.css';
import { useAppointmentSettings } from './appointments-api';
import page from './appointments.module.css';
import { ClosuresPanel } from './closures-panel';
import { DayPanel } from './day-panel';
import { SettingsPanel } from './settings-panel';

const TABS = [
  { id: 'day', label: 'Day' },
  { id: 'closures', label: 'Closures' },
  { id: 'settings', label: 'Settings' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * /admin/appointments: a showroom's day (who comes, what to keep ready, how it went), its closed
 * days and slots, and its settings (slot length, consultants, the try-at-home area, the video
 * service). The tab, showroom and date are kept in the address (?tab=, ?showroom=, ?date=).
 */
export function AppointmentsPage() {
  useDocumentTitle('Appointments');
  const [params, setParams] = useSearchParams();
  const showrooms = useAppointmentSettings();
  const tab: Tab = TABS.find((entry) => entry.id === params.get('tab'))?.id ?? 'day';
  const showroomId = params.get('showroom') ?? showrooms.data?.[0]?.showroomId ?? '';
  const settings = showrooms.data?.find((row) => row.showroomId === showroomId);
  const date = params.get('date') ?? indianDateOf(new Date());
  const addressWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    return next;
  };

  return (
    <section>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>Appointments</h1>
          <p className={styles.lead}>A showroom&apos;s day, the days and slots it is closed, and how it books.</p>
        </div>
      </header>
      <nav aria-label="Appointment pages" className={tabs.tabs}>
        {TABS.map((entry) => (
          <Link key={entry.id} to={`?${addressWith({ tab: entry.id }).toString()}`} aria-current={entry.id === tab ? 'page' : undefined} className={`${tabs.tab} ${entry.id === tab ? tabs.tabActive : ''}`}>
            {entry.label}
          </Link>
        ))}
      </nav>
      {showrooms.isError && <p className={styles.problem}>The showrooms could not be loaded.</p>}
      {!showrooms.data && !showrooms.isError && <Skeleton height="320px" />}
      {showrooms.data && (
        <>
          <div className={`${styles.toolbar} ${page.picker}`}>
            <SelectField
              label="Showroom"
              value={showroomId}
              onChange={(event) => setParams(addressWith({ showroom: event.target.value }))}
              options={showrooms.data.map((row) => ({ value: row.showroomId, label: row.showroomName }))}
            />
            {tab === 'day' && <TextField label="Date" type="date" value={date} onChange={(event) => event.target.value && setParams(addressWith({ date: event.target.value }))} />}
          </div>
          {tab === 'day' && <DayPanel showroomId={showroomId} date={date} />}
          {tab === 'closures' && <ClosuresPanel key={showroomId} showroomId={showroomId} date={date} onDate={(next) => setParams(addressWith({ date: next }))} />}
          {tab === 'settings' && (settings ? <SettingsPanel key={settings.showroomId} settings={settings} /> : <p className={styles.empty}>Choose a showroom.</p>)}
        </>
      )}
    </section>
  );
}
