import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves after the current task and its microtasks, not within them', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('microtask');
    setTimeout(() => order.push('timer'), 0);
    await waited;
    expect(order[0]).toBe('microtask');
    expect(order).toContain('next task');
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
