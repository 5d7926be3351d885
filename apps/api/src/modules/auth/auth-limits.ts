import { createAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Abuse limits of the accounts API (DECISIONS section 3). Failed sign-ins count per account and
 * per client address; a success clears the account's count. Only failures count per address:
 * many shoppers on Indian mobile networks share one address (carrier NAT).
 */
export interface AuthLimits {
  /** Failed sign-ins (password or code) per e-mail: 5 in 15 minutes. */
  accountFailures: AttemptLimiter;
  /** Failed sign-ins per client address: 20 in 15 minutes. */
  addressFailures: AttemptLimiter;
  /** E-mails sent to one account on request (codes, reset links): 5 in 15 minutes. */
  accountMails: AttemptLimiter;
  /** Requests that send e-mail (sign-up, code, reset) per client address: 30 in 15 minutes. */
  addressMails: AttemptLimiter;
}

/** Tracked keys per limiter: a full table refuses new keys, so it is sized well above normal traffic. */
const MAX_KEYS = 50_000;

export function createAuthLimits(now: () => number = Date.now): AuthLimits {
  const limiter = (max: number) => createAttemptLimiter({ max, windowMs: FIFTEEN_MINUTES, now, maxKeys: MAX_KEYS });
  return {
    accountFailures: limiter(5),
    addressFailures: limiter(20),
    accountMails: limiter(5),
    addressMails: limiter(30),
  };
}

/** The key of an account in the limiters: the e-mail as typed, without case. */
export const accountKey = (email: string) => email.trim().toLowerCase();

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
