import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createJobWorker, type JobWorker } from './job-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job worker (lib/jobs): modules register their kinds; tests run due jobs with `runDue()`. */
    jobs: JobWorker;
  }
}

/** How often a worker looks for due jobs it was not told of (retries coming due); NOTIFY brings new ones at once. */
export const JOB_POLL_MS = 2000;

/**
 * Gives the app its job worker: it starts when the app is ready (every module has registered its
 * kinds by then) and stops when the app closes, after the jobs it runs (graceful shutdown).
 */
export function addJobs(app: FastifyInstance, { database, pollMs = JOB_POLL_MS, nudge = true }: { database: DatabaseHandle; pollMs?: number | null; nudge?: boolean }): JobWorker {
  const worker = createJobWorker({ db: database.db, log: app.log, pollMs, listen: nudge ? (channel, handlers) => database.listen(channel, handlers) : null });
  app.decorate('jobs', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
