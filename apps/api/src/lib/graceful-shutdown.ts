import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** The whole shutdown ends within this; the promise to an orchestrator is 15 s. */
export const SHUTDOWN_DEADLINE_MS = 14_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  /** SIGTERM's drain before the server stops accepting connections (config SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** What to close once no request runs any more (the database, in that order). */
  closeAfterRequests: Array<() => Promise<void>>;
  exit?: (code: number) => void;
}

/**
 * Returns the signal handler of a graceful shutdown. SIGTERM (an orchestrator or a load
 * balancer's host): health answers 503 for `drainMs` while every request is still served, then
 * the server stops accepting connections, finishes every request in flight and the jobs it runs
 * (the app's onClose hooks: the expiry run, mail after answers, listeners), closes the database
 * and exits. SIGINT (a person at a terminal) skips the drain. Repeated signals are ignored (npm
 * start forwards the terminal's Ctrl-C, which the server also receives); a request that never
 * finishes cannot hold the process past SHUTDOWN_DEADLINE_MS.
 */
export function createShutdown({ app, drainMs, closeAfterRequests, exit = (code) => process.exit(code) }: ShutdownOptions) {
  let closing = false;
  return async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting with requests unfinished`);
      exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.draining.start();
    app.log.info({ signal, drainMs: drain }, 'shutting down: health answers 503 while requests in flight finish');
    try {
      if (drain > 0) await delay(drain);
      await app.close();
      for (const close of closeAfterRequests) await close();
      console.log(`Stopped cleanly in ${((performance.now() - started) / 1000).toFixed(1)} s (${signal}).`);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
}
