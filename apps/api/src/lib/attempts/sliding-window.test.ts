import { describe, expect, it } from 'vitest';
import { createSlidingWindow, takeFromWindows } from './sliding-window';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const MINUTE = 60_000;

describe('createSlidingWindow', () => {
  it('blocks after max attempts within the window and says how long to wait', () => {
    const clock = fakeClock();
    const limiter = createSlidingWindow({ max: 3, windowMs: 15 * MINUTE, now: clock.now });
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
    const limiter = createSlidingWindow({ max: 2, windowMs: 10 * MINUTE, now: clock.now });
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
    const limiter = createSlidingWindow({ max: 1, windowMs: MINUTE });
    limiter.record('a');
    expect(limiter.check('a').blocked).toBe(true);
    limiter.clear('a');
    expect(limiter.check('a').blocked).toBe(false);
  });

  it('keeps memory bounded: expired keys go first, and a full table refuses new keys instead of dropping live counts', () => {
    const clock = fakeClock();
    const limiter = createSlidingWindow({ max: 2, windowMs: MINUTE, now: clock.now, maxKeys: 3 });
    limiter.record('victim');
    limiter.record('victim');
    expect(limiter.check('victim').blocked).toBe(true);
    // An attacker fills the table with random keys: the victim's count survives.
    for (const key of ['r1', 'r2', 'r3', 'r4']) limiter.record(key);
    expect(limiter.check('victim').blocked).toBe(true);
    // New keys are answered as limited until a slot frees.
    expect(limiter.check('r4').blocked).toBe(true);
    expect(limiter.check('someone-new').retryAfterMs).toBe(MINUTE);
    clock.advance(MINUTE + 1);
    // Everything expired: new keys are welcome again.
    expect(limiter.check('someone-new').blocked).toBe(false);
    limiter.record('someone-new');
    expect(limiter.check('victim').blocked).toBe(false);
  });

  it('forgetOne takes back the newest attempt', () => {
    const limiter = createSlidingWindow({ max: 1, windowMs: MINUTE });
    limiter.record('a');
    expect(limiter.check('a').blocked).toBe(true);
    limiter.forgetOne('a');
    expect(limiter.check('a').blocked).toBe(false);
  });

  it('clearPrefix forgets every key of a group and no other', () => {
    const limiter = createSlidingWindow({ max: 1, windowMs: MINUTE });
    for (const key of ['asha\n10.0.0.1', 'asha\n10.0.0.2', 'ashaa\n10.0.0.1']) limiter.record(key);
    limiter.clearPrefix('asha\n');
    expect(limiter.check('asha\n10.0.0.1').blocked).toBe(false);
    expect(limiter.check('asha\n10.0.0.2').blocked).toBe(false);
    expect(limiter.check('ashaa\n10.0.0.1').blocked).toBe(true);
  });
});

describe('takeFromWindows', () => {
  it('records in every window only when none refuses, and answers the longest wait', () => {
    const clock = fakeClock();
    const short = createSlidingWindow({ max: 1, windowMs: MINUTE, now: clock.now });
    const long = createSlidingWindow({ max: 2, windowMs: 10 * MINUTE, now: clock.now });
    expect(takeFromWindows([[short, 'a'], [long, 'a']])).toBeNull();
    expect(takeFromWindows([[short, 'a'], [long, 'a']])).toBe(MINUTE);
    // The refused attempt was not recorded in the long window: one slot is still free there.
    clock.advance(MINUTE);
    expect(takeFromWindows([[short, 'a'], [long, 'a']])).toBeNull();
    clock.advance(MINUTE);
    expect(takeFromWindows([[short, 'a'], [long, 'a']])).toBe(8 * MINUTE);
  });
});
