import { describe, expect, it } from 'vitest';
import { clientAddressKey, createAttemptLimiter, minutesToWait } from './attempt-limiter';

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

  it('keeps memory bounded: expired keys go first, and a full table refuses new keys instead of dropping live counts', () => {
    const clock = fakeClock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: MINUTE, now: clock.now, maxKeys: 3 });
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
    const limiter = createAttemptLimiter({ max: 1, windowMs: MINUTE });
    limiter.record('a');
    expect(limiter.check('a').blocked).toBe(true);
    limiter.forgetOne('a');
    expect(limiter.check('a').blocked).toBe(false);
  });
});

describe('clientAddressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
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
