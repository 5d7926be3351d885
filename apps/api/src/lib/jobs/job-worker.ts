import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StopListening } from '../../db/notifications';
import { jobs } from '../../db/schema/index';
import { newId } from '../new-id';
import { retryDelayMs } from './job-backoff';
import { JOBS_DUE_CHANNEL } from './enqueue-job';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  jobId: string;
  /** The sealed personal part of the input, if any (open it with jobSealContext(jobId)). */
  sealedPayload: string | null;
  /** 1 on the first try. */
  attempt: number;
}

/** Does one job's work; throwing retries it later (or fails it for good: PermanentJobError). */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** A failure no retry can mend (a payload that cannot be read): the job fails at once. */
export class PermanentJobError extends Error {}

export interface JobWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  db: Database;
  log: JobWorkerLog;
  /** How often due jobs are looked for without being told (retries come due this way); null: never. */
  pollMs: number | null;
  /** How long a taken job is this worker's; after that another instance takes it (its worker died). */
  leaseMs?: number;
  /** Jobs run side by side in this instance. */
  lanes?: number;
  /** Hears commits that wrote jobs (NOTIFY jobs_due): they run at once rather than at the next poll. */
  listen?: ((channel: string, handlers: { onMessage(payload: string): void; onListening(listening: boolean): void }) => Promise<StopListening>) | null;
  now?: () => Date;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;
/** How long closing waits for the jobs running before it hands them back (within the 14 s shutdown deadline). */
export const HAND_BACK_AFTER_MS = 8_000;
/** Done jobs are kept this long (staff may look at what was sent), then deleted. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const MAX_ERROR_CHARS = 500;

export type JobWorker = ReturnType<typeof createJobWorker>;

/**
 * The job worker of one instance. A job is taken by one UPDATE ... WHERE id IN (SELECT ... FOR
 * UPDATE SKIP LOCKED): instances never take the same row, and the row says 'running' until its
 * lease ends, so a job runs once while its worker lives and again only if it died. Work runs
 * outside any transaction (a mail server may take seconds); its outcome is written after.
 */
export function createJobWorker({ db, log, pollMs, leaseMs = DEFAULT_LEASE_MS, lanes = 2, listen = null, now = () => new Date() }: JobWorkerOptions) {
  const handlers = new Map<string, JobHandler>();
  const me = newId();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: StopListening | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let queued = false;
  let lastSweep = 0;
  /** A runDue pass runs even while stopped (tests after close never call it; shutdown waits for it). */
  let manual = false;
  /** The jobs this worker is running now, for a hand-back at close. */
  const running = new Map<string, JobRow>();

  async function claim(at: Date): Promise<JobRow | undefined> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, at)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, at))))
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [taken] = await db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now().getTime() + leaseMs), lockedBy: me, updatedAt: now() })
      .where(inArray(jobs.id, due))
      .returning();
    return taken;
  }

  /** Writes the outcome, unless the lease was lost meanwhile (another instance has the job now). */
  async function finish(job: JobRow, error: unknown): Promise<void> {
    const ours = and(eq(jobs.id, job.id), eq(jobs.lockedBy, me), eq(jobs.attempts, job.attempts));
    if (error === undefined) {
      await db.update(jobs).set({ status: 'done', sealedPayload: null, lockedUntil: null, lastError: null, updatedAt: now() }).where(ours);
      return;
    }
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS);
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const retryAt = new Date(now().getTime() + retryDelayMs(job.attempts));
    await db.update(jobs).set({ status: final ? 'failed' : 'pending', runAt: final ? job.runAt : retryAt, lockedUntil: null, lastError: reason, updatedAt: now() }).where(ours);
    const details = { jobId: job.id, kind: job.kind, attempt: job.attempts, reason };
    if (final) log.error(details, `job ${job.kind} failed for good: staff can retry it`);
    else log.warn({ ...details, retryAt }, `job ${job.kind} failed; tried again later`);
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    let failure: unknown;
    running.set(job.id, job);
    try {
      if (!handler) throw new PermanentJobError(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload, { jobId: job.id, sealedPayload: job.sealedPayload, attempt: job.attempts });
    } catch (error) {
      failure = error ?? new Error('failed');
    } finally {
      running.delete(job.id);
    }
    await finish(job, failure);
  }

  /**
   * Gives the jobs still running back (pending, due now, this try not counted), so another
   * instance takes them at once rather than after their lease. Their work may still end here
   * before the process exits: a mail could then go out twice, which beats one held for the lease.
   */
  async function handBack(): Promise<void> {
    for (const job of running.values()) {
      await db
        .update(jobs)
        .set({ status: 'pending', attempts: job.attempts - 1, runAt: now(), lockedUntil: null, lockedBy: null, updatedAt: now() })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, me), eq(jobs.attempts, job.attempts)));
      log.warn({ jobId: job.id, kind: job.kind }, 'closing: a job still running is handed back to the other instances');
    }
  }

  /** One lane: takes and runs due jobs until none is left (or the worker stops). */
  async function lane(at: () => Date): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopped && !manual) return ran;
      const job = await claim(at());
      if (!job) return ran;
      await runOne(job);
      ran += 1;
    }
  }

  async function pass(at: () => Date): Promise<number> {
    const counts = await Promise.all(Array.from({ length: lanes }, () => lane(at)));
    if (now().getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now().getTime();
      await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.updatedAt, new Date(now().getTime() - KEEP_DONE_MS))));
    }
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** Queues a pass after the one running (one waiting pass is enough: it sees every job). */
  function nudge(): void {
    if (stopped || queued) return;
    queued = true;
    chain = chain.then(() => {
      queued = false;
      return pass(now);
    }).catch((error: unknown) => log.error({ err: error }, 'the job worker could not read its jobs'));
  }

  function schedulePoll(): void {
    if (stopped || pollMs === null) return;
    timer = setTimeout(() => {
      nudge();
      schedulePoll();
    }, pollMs);
    timer.unref();
  }

  return {
    /** Registers the handler of a kind (before start). */
    handle(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      if (listen) unlisten = await listen(JOBS_DUE_CHANNEL, { onMessage: nudge, onListening: (listening) => listening && nudge() });
      schedulePoll();
      nudge();
    },

    /**
     * Runs every job due by `at` (default now) in this instance, after the pass in flight, and
     * answers how many ran. Tests use it instead of waiting; jobs other instances hold are theirs.
     */
    async runDue(at?: Date): Promise<number> {
      const run = chain.then(async () => {
        manual = true;
        try {
          return await pass(() => at ?? now());
        } finally {
          manual = false;
        }
      });
      chain = run.catch(() => undefined);
      return run;
    },

    /**
     * Stops taking jobs and waits for those running; any still running after `handBackAfterMs`
     * is handed back (a process killed outright leaves its jobs to their lease's end).
     */
    async stop(handBackAfterMs = HAND_BACK_AFTER_MS): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      unlisten = undefined;
      let waited: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        waited = setTimeout(() => resolve('late'), handBackAfterMs);
      });
      const outcome = await Promise.race([chain.then(() => 'finished' as const), late]);
      clearTimeout(waited);
      if (outcome === 'late') await handBack();
    },

    /** This worker's id in `locked_by`. */
    id: me,
  };
}
