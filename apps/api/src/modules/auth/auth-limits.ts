import { KEY_GROUP_END, type AttemptLimiter, type AttemptStore, type LimiterChecks } from '../../lib/attempt-limiter';

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

/** The limits in `store` (memory, or Redis shared by every instance: lib/attempt-limiter.ts). */
export function createAuthLimits(store: AttemptStore, now: () => number = Date.now): AuthLimits {
  const limiter = (name: string, max: number, windowMs = FIFTEEN_MINUTES) => store.limiter({ name: `auth:${name}`, max, windowMs, now, maxKeys: MAX_KEYS });
  return {
    accountFailures: limiter('account-failures', 5),
    accountTotalFailures: limiter('account-total-failures', 20),
    addressFailures: limiter('address-failures', 20),
    accountMails: limiter('account-mails', 5),
    addressMails: limiter('address-mails', 30),
    verificationMails: limiter('verification-mails', 3, DAY),
  };
}

/** The key of an account in the limiters: the e-mail as typed, without case. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** The key of an account's failures from one client address: the account is the key's group (clearPrefix). */
const signInKey = (account: string, address: string) => `${account}${KEY_GROUP_END}${address}`;

/** The limiters a sign-in attempt counts against: the account from this address, the account anywhere. */
export function accountChecks(limits: AuthLimits, account: string, address: string): LimiterChecks {
  return [
    [limits.accountFailures, signInKey(account, address)],
    [limits.accountTotalFailures, account],
  ];
}

/** A right password or code from this address: its count for the account goes, and this attempt is taken back. */
export async function clearAccountFailures(limits: AuthLimits, account: string, address: string): Promise<void> {
  await Promise.all([limits.accountFailures.clear(signInKey(account, address)), limits.accountTotalFailures.forgetOne(account)]);
}

/** The mailbox was proven (a reset link): every lock on the account goes, from every address. */
export async function clearAllAccountFailures(limits: AuthLimits, account: string): Promise<void> {
  await Promise.all([limits.accountFailures.clearPrefix(`${account}${KEY_GROUP_END}`), limits.accountTotalFailures.clear(account)]);
}

export { blockedFor, takeAttempt } from '../../lib/attempt-limiter';
