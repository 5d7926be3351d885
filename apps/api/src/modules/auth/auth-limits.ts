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

export function createAuthLimits(now: () => number = Date.now): AuthLimits {
  return {
    accountFailures: createAttemptLimiter({ max: 5, windowMs: FIFTEEN_MINUTES, now }),
    addressFailures: createAttemptLimiter({ max: 20, windowMs: FIFTEEN_MINUTES, now }),
    accountMails: createAttemptLimiter({ max: 5, windowMs: FIFTEEN_MINUTES, now }),
    addressMails: createAttemptLimiter({ max: 30, windowMs: FIFTEEN_MINUTES, now }),
  };
}

/** The key of an account in the limiters: the e-mail as typed, without case. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** The longest wait among the limiters that refuse `key`, or null when all allow it. */
export function blockedFor(checks: Array<[AttemptLimiter, string]>): number | null {
  const waits = checks.map(([limiter, key]) => limiter.check(key)).filter((state) => state.blocked).map((state) => state.retryAfterMs);
  return waits.length ? Math.max(...waits) : null;
}
