import { createAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Abuse limits of the accounts API (docs/security.md). Failed sign-ins count per account from
 * each client address, per account from all addresses together, and per address; a success
 * clears that address's count for the account. Only failures count per address: many shoppers
 * on Indian mobile networks share one address (carrier NAT). Five wrong passwords lock the
 * account's password sign-in only for the address that made them, so nobody can lock someone
 * else out by guessing from elsewhere; twenty from anywhere lock it everywhere.
 */
export interface AuthLimits {
  /** Failed sign-ins (password or code) per e-mail from one client address: 5 in 15 minutes (key: signInKey). */
  accountFailures: AttemptLimiter;
  /** Failed sign-ins per e-mail from all addresses: 20 in 15 minutes. */
  accountTotalFailures: AttemptLimiter;
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
    accountTotalFailures: limiter(20),
    addressFailures: limiter(20),
    accountMails: limiter(5),
    addressMails: limiter(30),
    verificationMails: createAttemptLimiter({ max: 3, windowMs: DAY, now, maxKeys: MAX_KEYS }),
  };
}

/** The key of an account in the limiters: the e-mail as typed, without case. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** The key of an account's failures from one client address (the address key comes last). */
const signInKey = (account: string, address: string) => `${account}\n${address}`;

/** The limiters a sign-in attempt counts against: the account from this address, the account anywhere. */
export function accountChecks(limits: AuthLimits, account: string, address: string): Array<[AttemptLimiter, string]> {
  return [
    [limits.accountFailures, signInKey(account, address)],
    [limits.accountTotalFailures, account],
  ];
}

/** A right password or code from this address: its count for the account goes, and this attempt is taken back. */
export function clearAccountFailures(limits: AuthLimits, account: string, address: string): void {
  limits.accountFailures.clear(signInKey(account, address));
  limits.accountTotalFailures.forgetOne(account);
}

/** The mailbox was proven (a reset link): every lock on the account goes, from every address. */
export function clearAllAccountFailures(limits: AuthLimits, account: string): void {
  limits.accountFailures.clearPrefix(`${account}\n`);
  limits.accountTotalFailures.clear(account);
}

export { blockedFor, takeAttempt } from '../../lib/attempt-limiter';
