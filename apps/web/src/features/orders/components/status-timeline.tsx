import { useTranslation } from 'react-i18next';
import type { StatusHistoryEntry } from '../lib/order-types';
import { useOrderFormat } from '../lib/use-order-format';
import styles from './orders.module.css';

/** The order's status history as a timeline, newest first; the latest entry is highlighted. */
export function StatusTimeline({ entries }: { entries: StatusHistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  if (entries.length === 0) return <p className={styles.muted}>{t('orders.detail.historyEmpty')}</p>;
  const newestFirst = [...entries].reverse();
  return (
    <ol className={styles.timeline}>
      {newestFirst.map((entry, index) => (
        <li key={`${entry.status}-${entry.createdAt}-${index}`} className={index === 0 ? `${styles.event} ${styles.eventLatest}` : styles.event}>
          <span className={styles.eventDot} aria-hidden="true" />
          <p className={styles.eventStatus}>{format.status(entry.status)}</p>
          <p className={styles.muted}>
            <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
          </p>
          {entry.notes && <p className={styles.eventNote}>{entry.notes}</p>}
        </li>
      ))}
    </ol>
  );
}
