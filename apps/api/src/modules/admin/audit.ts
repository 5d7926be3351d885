import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/index';
import { newId } from '../../lib/new-id';

export interface AuditEntry {
  actorId: string;
  action: string;
  entityType: string;
  entityId: string;
  /** The record as the staff side showed it before the change (null for a new one). */
  before: unknown;
  /** And after it. */
  after: unknown;
}

/** Writes one audit row; call it inside the change's own transaction, so neither lands without the other. */
export async function recordAudit(tx: Database, entry: AuditEntry, now = new Date()): Promise<void> {
  await tx.insert(auditEvents).values({ id: newId(), ...entry, before: entry.before ?? null, after: entry.after ?? null, createdAt: now });
}
