/**
 * A small in-memory sliding-window counter: at most `max` recorded attempts per key within
 * `windowMs`. Used for sign-in failures (per account and per address) and for e-mails sent on
 * request. In memory on purpose: one process serves the store; a restart forgetting the
 * counts is acceptable for a limit of minutes.
 */
export interface AttemptLimiterOptions {
  max: number;
  windowMs: number;
  /** Injectable clock (milliseconds), so tests need not wait. */
  now?: () => number;
  /**
   * Upper bound on tracked keys, so memory stays bounded. Expired keys are dropped first; when
   * every tracked key is still live, a new key is refused (answered as limited) rather than
   * dropping a live counter: otherwise an attacker could flush a victim's count by sending
   * requests under many random keys.
   */
  maxKeys?: number;
}

export interface LimitState {
  blocked: boolean;
  /** Milliseconds until one more attempt is allowed (0 when not blocked). */
  retryAfterMs: number;
}

export interface AttemptLimiter {
  check(key: string): LimitState;
  record(key: string): void;
  /** Takes back one recorded attempt (the newest): for an attempt recorded up front that succeeded. */
  forgetOne(key: string): void;
  clear(key: string): void;
  /** Forgets every key that starts with `prefix` (all addresses' counts of one account, say). */
  clearPrefix(prefix: string): void;
}

export function createAttemptLimiter({ max, windowMs, now = Date.now, maxKeys = 10_000 }: AttemptLimiterOptions): AttemptLimiter {
  const attempts = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };

  /** Drops the keys whose attempts all left the window; true when there is room for a new key. */
  const roomForNewKey = (): boolean => {
    if (attempts.size < maxKeys) return true;
    const since = now() - windowMs;
    for (const [key, times] of attempts) if (times[times.length - 1]! <= since) attempts.delete(key);
    return attempts.size < maxKeys;
  };

  /** When a full table frees its first slot: the stalest key's newest attempt leaves the window. */
  const untilRoom = (): number => {
    let soonest = Infinity;
    for (const times of attempts.values()) soonest = Math.min(soonest, times[times.length - 1]!);
    return Math.max(soonest + windowMs - now(), 1);
  };

  return {
    check(key) {
      const kept = recent(key);
      if (kept.length === 0 && !roomForNewKey()) return { blocked: true, retryAfterMs: untilRoom() };
      if (kept.length < max) return { blocked: false, retryAfterMs: 0 };
      // The attempt that frees a slot is the oldest of the last `max`.
      const freesAt = kept[kept.length - max]! + windowMs;
      return { blocked: true, retryAfterMs: Math.max(freesAt - now(), 1) };
    },
    record(key) {
      const kept = recent(key);
      if (kept.length === 0 && !roomForNewKey()) return;
      kept.push(now());
      attempts.set(key, kept.slice(-max));
    },
    forgetOne(key) {
      const kept = recent(key);
      kept.pop();
      if (kept.length === 0) attempts.delete(key);
    },
    clear(key) {
      attempts.delete(key);
    },
    clearPrefix(prefix) {
      for (const key of attempts.keys()) if (key.startsWith(prefix)) attempts.delete(key);
    },
  };
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

/**
 * Checks every limiter and, when none refuses, records the attempt in all of them at once,
 * before any awaited work: N parallel guesses cannot all pass the check. Returns the longest
 * wait, or null when the attempt may go ahead (and now counts).
 */
export function takeAttempt(checks: Array<[AttemptLimiter, string]>): number | null {
  const wait = blockedFor(checks);
  if (wait === null) for (const [limiter, key] of checks) limiter.record(key);
  return wait;
}

/** The longest wait among the limiters that refuse `key`, or null when all allow it. */
export function blockedFor(checks: Array<[AttemptLimiter, string]>): number | null {
  const waits = checks.map(([limiter, key]) => limiter.check(key)).filter((state) => state.blocked).map((state) => state.retryAfterMs);
  return waits.length ? Math.max(...waits) : null;
}
