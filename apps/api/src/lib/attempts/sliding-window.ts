/**
 * The counting rule of every attempt limit, in memory: at most `max` recorded attempts per key
 * within the last `windowMs` (a sliding window). Synchronous on purpose: the in-process store
 * (attempt-limiter.ts) checks and records several windows with no await between, so parallel
 * requests cannot all pass one check. The Redis store (lib/redis/) runs the same rule in Lua and
 * keeps one of these as its insurance while Redis is unreachable.
 */
export interface SlidingWindowOptions {
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

export interface SlidingWindow {
  check(key: string): LimitState;
  record(key: string): void;
  /** Takes back one recorded attempt (the newest): for an attempt recorded up front that succeeded. */
  forgetOne(key: string): void;
  clear(key: string): void;
  /** Forgets every key that starts with `prefix` (all addresses' counts of one account, say). */
  clearPrefix(prefix: string): void;
}

export function createSlidingWindow({ max, windowMs, now = Date.now, maxKeys = 10_000 }: SlidingWindowOptions): SlidingWindow {
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
 * Checks every window and, when none refuses, records the attempt in all of them, in one
 * synchronous step. Returns the longest wait, or null when the attempt may go ahead (and now counts).
 */
export function takeFromWindows(checks: Array<[SlidingWindow, string]>): number | null {
  const waits = checks.map(([window, key]) => window.check(key)).filter((state) => state.blocked).map((state) => state.retryAfterMs);
  if (waits.length > 0) return Math.max(...waits);
  for (const [window, key] of checks) window.record(key);
  return null;
}
