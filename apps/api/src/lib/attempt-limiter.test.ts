import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, minutesToWait } from './attempt-limiter';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const MINUTE = 60_000;

describe('createAttemptLimiter', () => {
  it('blocks after max attempts within the window and says how long to wait', () => {
    const clock = fakeClock();
    const limiter = createAttemptLimiter({ max: 3, windowMs: 15 * MINUTE, now: clock.now });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.check('a').blocked).toBe(false);
      limiter.record('a');
      clock.advance(MINUTE);
    }
    const state = limiter.check('a');
    expect(state.blocked).toBe(true);
    // The first attempt was 3 minutes ago: it leaves the window in 12 minutes.
    expect(state.retryAfterMs).toBe(12 * MINUTE);
    expect(limiter.check('b').blocked).toBe(false);
  });

  it('slides: attempts older than the window no longer count', () => {
    const clock = fakeClock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: 10 * MINUTE, now: clock.now });
    limiter.record('a');
    clock.advance(5 * MINUTE);
    limiter.record('a');
    expect(limiter.check('a').blocked).toBe(true);
    clock.advance(5 * MINUTE);
    expect(limiter.check('a').blocked).toBe(false);
    limiter.record('a');
    expect(limiter.check('a')).toEqual({ blocked: true, retryAfterMs: 5 * MINUTE });
  });

  it('clear forgets a key', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: MINUTE });
    limiter.record('a');
    expect(limiter.check('a').blocked).toBe(true);
    limiter.clear('a');
    expect(limiter.check('a').blocked).toBe(false);
  });

  it('keeps memory bounded by dropping the stalest keys', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: MINUTE, maxKeys: 2 });
    limiter.record('a');
    limiter.record('b');
    limiter.record('c');
    expect(limiter.check('a').blocked).toBe(false);
    expect(limiter.check('b').blocked).toBe(true);
    expect(limiter.check('c').blocked).toBe(true);
  });
});

describe('minutesToWait', () => {
  it('rounds up to whole minutes, at least 1', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60_000)).toBe(1);
    expect(minutesToWait(60_001)).toBe(2);
    expect(minutesToWait(15 * MINUTE)).toBe(15);
  });
});
