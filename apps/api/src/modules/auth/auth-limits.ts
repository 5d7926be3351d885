import { createAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

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
  /** Verification mails per recipient address: 3 a day, so a form cannot be aimed at someone's inbox. */
  verificationMails: AttemptLimiter;
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
    verificationMails: createAttemptLimiter({ max: 3, windowMs: DAY, now, maxKeys: MAX_KEYS }),
  };
}

/** The key of an account in the limiters: the e-mail as typed, without case. */
export const accountKey = (email: string) => email.trim().toLowerCase();

export { blockedFor, takeAttempt } from '../../lib/attempt-limiter';
