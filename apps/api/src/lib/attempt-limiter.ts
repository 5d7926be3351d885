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
  /** Upper bound on tracked keys; the oldest keys are dropped first, so memory stays bounded. */
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
  clear(key: string): void;
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

  return {
    check(key) {
      const kept = recent(key);
      if (kept.length < max) return { blocked: false, retryAfterMs: 0 };
      // The attempt that frees a slot is the oldest of the last `max`.
      const freesAt = kept[kept.length - max]! + windowMs;
      return { blocked: true, retryAfterMs: Math.max(freesAt - now(), 1) };
    },
    record(key) {
      const kept = recent(key);
      kept.push(now());
      // Re-inserting moves the key to the end of the Map's order: the first key is the stalest.
      attempts.delete(key);
      attempts.set(key, kept.slice(-max));
      while (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value!);
    },
    clear(key) {
      attempts.delete(key);
    },
  };
}

/** Whole minutes to wait, at least 1, for the "try again in {n} minutes" messages. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
