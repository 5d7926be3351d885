import { describe, expect, it } from 'vitest';
import { startPeriodicRun } from './periodic-run';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodicRun', () => {
  it('runs on its interval, never two runs at once, and stop waits for the run in flight', async () => {
    let started = 0;
    let active = 0;
    let most = 0;
    let finished = 0;
    const job = startPeriodicRun(
      async () => {
        started += 1;
        active += 1;
        most = Math.max(most, active);
        await tick(30);
        active -= 1;
        finished += 1;
      },
      { intervalMs: 5, what: 'the test run' },
    );
    while (started < 3) await tick(5);
    await job.stop();
    expect(most).toBe(1);
    expect(finished).toBe(started);
    const after = started;
    await tick(40);
    expect(started).toBe(after);
  });

  it('logs a failed run under its name and keeps going', async () => {
    const logged: string[] = [];
    let calls = 0;
    const job = startPeriodicRun(
      async () => {
        calls += 1;
        throw new Error('no database');
      },
      { intervalMs: 5, what: 'the test run', log: { error: (_details, message) => void logged.push(message) } },
    );
    while (calls < 2) await tick(5);
    await job.stop();
    expect(logged[0]).toBe('the test run failed');
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });
});
