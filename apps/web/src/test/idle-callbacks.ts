import { vi } from 'vitest';

/**
 * Stands in for requestIdleCallback: the callbacks wait until the test says the browser went idle
 * (jsdom has none; the storefront would fall back to a timer). Undo with vi.unstubAllGlobals().
 */
export function stubIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let lastId = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(++lastId, callback);
    return lastId;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    pending: () => waiting.size,
    /** The browser goes idle: every waiting callback runs. */
    goIdle: () => {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}
