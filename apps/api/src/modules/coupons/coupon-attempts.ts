import { tooManyCouponAttempts } from '@aabhushan/shared/rules/coupon';
import { clientAddressKey, createAttemptLimiter, minutesToWait, takeAttempt } from '../../lib/attempt-limiter';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Refused coupon codes allowed in 15 minutes: per customer, and per client address (several
 * accounts from one address share its count). A code that works does not count, so a shopper
 * trying the codes they were given never meets the limit; someone guessing codes does.
 */
export const COUPON_ATTEMPT_LIMITS = { perCustomer: 10, perAddress: 30 } as const;

export interface CouponAttempts {
  /** Counts the attempt before any lookup (parallel guesses cannot all pass): null, or the refusal to answer with 429. */
  take(userId: string, ip: string): string | null;
  /** The code found a coupon the shopper could use: the attempt no longer counts. */
  succeeded(userId: string, ip: string): void;
}

export function createCouponAttempts(now: () => number = Date.now): CouponAttempts {
  const limiter = (max: number) => createAttemptLimiter({ max, windowMs: FIFTEEN_MINUTES, now });
  const customers = limiter(COUPON_ATTEMPT_LIMITS.perCustomer);
  const addresses = limiter(COUPON_ATTEMPT_LIMITS.perAddress);
  const keys = (userId: string, ip: string): Array<[typeof customers, string]> => [
    [customers, userId],
    [addresses, clientAddressKey(ip)],
  ];
  return {
    take(userId, ip) {
      const wait = takeAttempt(keys(userId, ip));
      return wait === null ? null : tooManyCouponAttempts(minutesToWait(wait));
    },
    succeeded(userId, ip) {
      for (const [counter, key] of keys(userId, ip)) counter.forgetOne(key);
    },
  };
}
