import { useQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditFieldChange } from '@aabhushan/shared/schemas/admin-audit';
import { apiGet } from '../lib/api-client';
import { adminKeys } from './admin-api';
import { formatWhen } from './admin-format';
import styles from './admin.module.css';

/** "salePrice" -> "Sale price"; "product.variant.create" -> "Variant create". */
const humanize = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as one short line: text and numbers as they are, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function Change({ change }: { change: AuditFieldChange }) {
  return (
    <li>
      <strong>{humanize(change.field)}</strong>: {shown(change.before)} → {shown(change.after)}
    </li>
  );
}

/** The record's changes as staff made them (the audit), newest first: who, when, and what each changed. */
export function AuditTrail({ entityType, entityId }: { entityType: string; entityId: string }) {
  const { data, isError } = useQuery({
    queryKey: [...adminKeys.all, 'audit', entityType, entityId],
    queryFn: async ({ signal }) => {
      const envelope = await apiGet<AuditEvent[]>('/api/admin/audit', { params: { entityType, entityId, limit: 20 }, signal, cache: 'no-store' });
      return { events: envelope.data, total: envelope.pagination?.totalItems ?? envelope.data.length };
    },
  });
  return (
    <section className={styles.panel} aria-labelledby={`audit-${entityId}`}>
      <h2 id={`audit-${entityId}`} className={styles.panelTitle}>
        Changes by staff
      </h2>
      {isError && <p className={styles.problem}>The changes could not be loaded.</p>}
      {data && data.events.length === 0 && <p className={styles.muted}>No changes by staff yet.</p>}
      {data && data.events.length > 0 && (
        <ol className={styles.trail}>
          {data.events.map((event) => {
            const action = event.action.split('.').slice(1).join(' ') || event.action;
            return (
              <li key={event.id}>
                <p className={styles.trailHead}>
                  {formatWhen(event.createdAt)} · {event.actor.name} · {humanize(action)}
                </p>
                {event.changes.length > 0 && <ul>{event.changes.slice(0, 12).map((change) => <Change key={change.field} change={change} />)}</ul>}
              </li>
            );
          })}
        </ol>
      )}
      {data && data.total > data.events.length && <p className={styles.muted}>The latest {data.events.length} of {data.total} changes.</p>}
    </section>
  );
}
