import { createSlidingWindow, takeFromWindows, type LimitState, type SlidingWindow } from './attempts/sliding-window';

export type { LimitState } from './attempts/sliding-window';

/**
 * Attempt limits (sign-in failures, mails sent on request, enquiries, coupon guesses, phone codes):
 * at most `max` attempts per key in a sliding window of `windowMs`. Each limiter lives in an
 * attempt store: in this process (memory, the default) or in Redis, so that every instance of the
 * store counts the same attempts (REDIS_URL; lib/redis/redis-attempt-store.ts). The interface is
 * asynchronous because Redis is; both stores answer alike (attempt-store.contract.test.ts).
 */
export interface AttemptLimiter {
  /** The store it counts in: takeAttempt asks it to check and record several limiters in one step. */
  readonly store: AttemptStore;
  check(key: string): Promise<LimitState>;
  record(key: string): Promise<void>;
  /** Takes back one recorded attempt (the newest): for an attempt recorded up front that succeeded. */
  forgetOne(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /**
   * Forgets every key of one group: `group` is a key's text up to and including its first line
   * break (KEY_GROUP_END), like `${account}\n` for an account's counts from every address.
   */
  clearPrefix(group: string): Promise<void>;
}

/** Ends the group part of a limiter key (see AttemptLimiter.clearPrefix). */
export const KEY_GROUP_END = '\n';

export interface AttemptLimiterOptions {
  /** Unique within the store: names the limit's counts in Redis (e.g. `auth:account-failures`). */
  name: string;
  max: number;
  windowMs: number;
  /** Injectable clock (milliseconds), so tests need not wait. */
  now?: () => number;
  /** Keys tracked in memory at most (attempts/sliding-window.ts); Redis expires its keys instead. */
  maxKeys?: number;
}

export type LimiterChecks = Array<[AttemptLimiter, string]>;

export interface AttemptStore {
  /** `memory`: this process only; `redis`: every instance (this process's memory while Redis is down). */
  readonly kind: 'memory' | 'redis';
  limiter(options: AttemptLimiterOptions): AttemptLimiter;
  /** Checks every pair and, when none refuses, records the attempt in all of them, atomically. */
  take(checks: LimiterChecks): Promise<number | null>;
}

/** The store of one process: counts live in memory, as when one process serves the store. */
export function createMemoryAttemptStore(): AttemptStore {
  const windows = new WeakMap<AttemptLimiter, SlidingWindow>();
  const windowOf = (limiter: AttemptLimiter): SlidingWindow => {
    const window = windows.get(limiter);
    if (!window) throw new Error('an attempt limiter of another store was given to the memory store');
    return window;
  };
  const store: AttemptStore = {
    kind: 'memory',
    limiter({ max, windowMs, now, maxKeys }) {
      const window = createSlidingWindow({ max, windowMs, now, maxKeys });
      const limiter: AttemptLimiter = {
        store,
        check: async (key) => window.check(key),
        record: async (key) => window.record(key),
        forgetOne: async (key) => window.forgetOne(key),
        clear: async (key) => window.clear(key),
        clearPrefix: async (group) => window.clearPrefix(group),
      };
      windows.set(limiter, window);
      return limiter;
    },
    // One synchronous step: no other request runs between the checks and the records.
    take: async (checks) => takeFromWindows(checks.map(([limiter, key]) => [windowOf(limiter), key])),
  };
  return store;
}

/**
 * Checks every limiter and, when none refuses, records the attempt in all of them at once,
 * before any other work: N parallel guesses cannot all pass the check. Returns the longest
 * wait, or null when the attempt may go ahead (and now counts). The limiters share one store.
 */
export async function takeAttempt(checks: LimiterChecks): Promise<number | null> {
  if (checks.length === 0) return null;
  return checks[0]![0].store.take(checks);
}

/** The longest wait among the limiters that refuse `key`, or null when all allow it. */
export async function blockedFor(checks: LimiterChecks): Promise<number | null> {
  const states = await Promise.all(checks.map(([limiter, key]) => limiter.check(key)));
  const waits = states.filter((state) => state.blocked).map((state) => state.retryAfterMs);
  return waits.length ? Math.max(...waits) : null;
}

/**
 * The limiter key of a client address. An IPv6 client usually holds a whole /64 and can pick
 * any address in it, so IPv6 addresses count per /64; IPv4 (and IPv4-mapped) per address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Whole minutes to wait, at least 1, for the "try again in {n} minutes" messages. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
