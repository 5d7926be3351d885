import { tooManyCouponAttempts } from '@aabhushan/shared/rules/coupon';
import { clientAddressKey, minutesToWait, takeAttempt, type AttemptStore, type LimiterChecks } from '../../lib/attempt-limiter';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Refused coupon codes allowed in 15 minutes: per customer, and per client address (several
 * accounts from one address share its count). A code that works does not count, so a shopper
 * trying the codes they were given never meets the limit; someone guessing codes does.
 */
export const COUPON_ATTEMPT_LIMITS = { perCustomer: 10, perAddress: 30 } as const;

export interface CouponAttempts {
  /** Counts the attempt before any lookup (parallel guesses cannot all pass): null, or the refusal to answer with 429. */
  take(userId: string, ip: string): Promise<string | null>;
  /** The code found a coupon the shopper could use: the attempt no longer counts. */
  succeeded(userId: string, ip: string): Promise<void>;
}

/** The counts live in `store`: this process, or Redis for every instance (lib/attempt-limiter.ts). */
export function createCouponAttempts(store: AttemptStore, now: () => number = Date.now): CouponAttempts {
  const limiter = (name: string, max: number) => store.limiter({ name: `coupons:${name}`, max, windowMs: FIFTEEN_MINUTES, now });
  const customers = limiter('per-customer', COUPON_ATTEMPT_LIMITS.perCustomer);
  const addresses = limiter('per-address', COUPON_ATTEMPT_LIMITS.perAddress);
  const keys = (userId: string, ip: string): LimiterChecks => [
    [customers, userId],
    [addresses, clientAddressKey(ip)],
  ];
  return {
    async take(userId, ip) {
      const wait = await takeAttempt(keys(userId, ip));
      return wait === null ? null : tooManyCouponAttempts(minutesToWait(wait));
    },
    async succeeded(userId, ip) {
      await Promise.all(keys(userId, ip).map(([counter, key]) => counter.forgetOne(key)));
    },
  };
}
