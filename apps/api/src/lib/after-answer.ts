/**
 * Work a request starts and does not wait for: what must not make the answer slower for one
 * kind of shopper than another (a sign-in code or a reset link for an address that has an
 * account, nothing for one that has none), so an attacker cannot time the answers to learn
 * which addresses have accounts. A failure is logged; closing the app waits for the work in
 * flight. Kept in this process's memory: a crash in between loses it, and the shopper asks again.
 */
export interface AfterAnswer {
  /** Starts `work` now without waiting for it. */
  start(what: string, work: () => Promise<void>): void;
  /** Waits for all the work started so far (closing the app; tests). */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: { error(details: object, message: string): void }): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    start(what, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, work: what }, `${what} failed after the answer`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
