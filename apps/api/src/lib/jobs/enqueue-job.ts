import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { newId } from '../new-id';

/** What a job's sealed payload is bound to (data key rotation re-seals it with this). */
export const jobSealContext = (jobId: string) => `job:${jobId}:payload`;

/** The channel a commit that wrote jobs is heard on: every instance's worker looks at once. */
export const JOBS_DUE_CHANNEL = 'jobs_due';

export interface NewJob {
  kind: string;
  payload: unknown;
  /** The personal part of the input, sealed for `id` (see jobSealContext). */
  sealedPayload?: string;
  /** Its id when the payload must be sealed for it before it is written. */
  id?: string;
  /** Not before this moment (default: now, by this process's clock, as the worker reads it). */
  runAt?: Date;
  /** At most one job with this key, ever: a second enqueue writes nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Writes a job with `tx`, the transaction of the change that causes it: it exists exactly when
 * the change does (a rollback takes both). The NOTIFY is sent by PostgreSQL at commit only, so
 * the workers hear of the job once it can be seen. Answers the job's id, or null when a job
 * with its dedupe key exists already. Its due time is written from this process's clock, in
 * whole milliseconds as the worker compares it: the database's now() carries microseconds, so a
 * job written in the same millisecond as a worker's look would not yet be due to it.
 */
export async function enqueueJob(tx: Database, job: NewJob): Promise<string | null> {
  const id = job.id ?? newId();
  const written = await tx
    .insert(jobs)
    .values({ id, kind: job.kind, payload: job.payload, sealedPayload: job.sealedPayload ?? null, dedupeKey: job.dedupeKey ?? null, runAt: job.runAt ?? new Date(), ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}) })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (written.length === 0) return null;
  await tx.execute(sql`select pg_notify(${JOBS_DUE_CHANNEL}, ${job.kind})`);
  return id;
}
