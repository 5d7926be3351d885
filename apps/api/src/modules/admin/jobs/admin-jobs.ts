import { count, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_JOB_MESSAGES as M, type AdminJob, type AdminJobListQuery } from '@aabhushan/shared/schemas/admin-jobs';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema/index';
import { JOBS_DUE_CHANNEL } from '../../../lib/jobs/enqueue-job';
import type { JobRow } from '../../../lib/jobs/job-worker';
import { recordAudit } from '../audit';

/** What a job is about, without personal data (a mail's body is sealed and never shown here). */
function aboutOf(job: JobRow): string {
  const payload = (job.payload ?? {}) as Record<string, unknown>;
  if (typeof payload.about === 'string') return payload.about;
  if (typeof payload.kind === 'string') return payload.kind;
  return job.kind;
}

export function toAdminJob(job: JobRow): AdminJob {
  return {
    id: job.id,
    kind: job.kind,
    about: aboutOf(job),
    status: job.status as AdminJob['status'],
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    runAt: job.runAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

export type RetryOutcome = { ok: true; job: AdminJob } | { ok: false; status: 404 | 409; message: string };

/** The staff side's view of the background jobs: the failed ones with their reason, and their retry. */
export function createAdminJobsService(db: Database) {
  return {
    async list({ status, page, limit }: AdminJobListQuery): Promise<{ jobs: AdminJob[]; total: number }> {
      const where = eq(jobs.status, status);
      const [rows, [counted]] = await Promise.all([
        db.select().from(jobs).where(where).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(limit).offset((page - 1) * limit),
        db.select({ total: count() }).from(jobs).where(where),
      ]);
      return { jobs: rows.map(toAdminJob), total: counted?.total ?? 0 };
    },

    /** A failed job is due again now with a fresh count of tries; audited; every worker hears of it. */
    async retry(actorId: string, id: string): Promise<RetryOutcome> {
      return db.transaction(async (tx) => {
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
        if (!job) return { ok: false, status: 404, message: M.notFound };
        if (job.status !== 'failed') return { ok: false, status: 409, message: M.notFailed };
        const now = new Date();
        const [again] = await tx.update(jobs).set({ status: 'pending', attempts: 0, runAt: now, lockedUntil: null, updatedAt: now }).where(eq(jobs.id, id)).returning();
        const before = { status: job.status, attempts: job.attempts, lastError: job.lastError };
        await recordAudit(tx, { actorId, action: 'job.retry', entityType: 'job', entityId: id, before, after: { status: 'pending', attempts: 0, lastError: job.lastError } }, now);
        await tx.execute(sql`select pg_notify(${JOBS_DUE_CHANNEL}, ${job.kind})`);
        return { ok: true, job: toAdminJob(again!) };
      });
    },
  };
}
export type AdminJobsService = ReturnType<typeof createAdminJobsService>;
