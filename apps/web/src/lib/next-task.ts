interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so a long start can be cut into pieces: between them the browser
 * paints and answers a tap (a budget phone blocked for 150 ms by one task is a tap that waits).
 * `scheduler.yield()` where the browser has it (Chromium: the rest comes before other queued
 * work), else a message to itself (not `setTimeout`, which a background tab slows to once a second).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
