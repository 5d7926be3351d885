export interface PeriodicRun {
  /** Ends the interval and waits for a run in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` in the background (unref'd, so it never holds the process open).
 * A run still going when the next tick comes is not doubled; a failed run is logged as `what`
 * failed and the next tick tries again.
 */
export function startPeriodicRun(
  run: () => Promise<unknown>,
  { intervalMs, what, log }: { intervalMs: number; what: string; log?: { error(details: object, message: string): void } },
): PeriodicRun {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => log?.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
