import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable background work (lib/jobs): each row is one piece of work a change caused (a mail, a
 * payment to reconcile), written in the same transaction as the change, so a crash can neither
 * lose one nor invent one. Any instance takes a due row with FOR UPDATE SKIP LOCKED and leases
 * it until `locked_until`; a failure is retried later with backoff, and after `max_attempts`
 * the row is 'failed' with its reason for staff to see and retry.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** Which handler runs it: 'mail', 'payment-reconcile'. */
    kind: text('kind').notNull(),
    /** The handler's input that is not personal (a mail's kind, an order's id). */
    payload: jsonb('payload').notNull(),
    /** What of the input is personal (a mail: recipient, subject and body), sealed for this row; dropped once done. */
    sealedPayload: text('sealed_payload'),
    /** At most one job per key ever (a second enqueue with the key writes nothing). */
    dedupeKey: text('dedupe_key').unique(),
    /** pending, running, done or failed. */
    status: text('status').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(12),
    lastError: text('last_error'),
    /** While running: the lease's end; a job whose worker died is taken again after it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt), index('jobs_kind_status_idx').on(table.kind, table.status, table.updatedAt)],
);
