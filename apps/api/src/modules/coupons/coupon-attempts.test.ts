import { describe, expect, it } from 'vitest';
import { createMemoryAttemptStore } from '../../lib/attempt-limiter';
import { COUPON_ATTEMPT_LIMITS, createCouponAttempts } from './coupon-attempts';

describe('coupon attempts', () => {
  it('refuses the 11th refused code of a customer, says how long to wait, and lets them try again after 15 minutes', async () => {
    let clock = 0;
    const attempts = createCouponAttempts(createMemoryAttemptStore(), () => clock);
    for (let guess = 0; guess < COUPON_ATTEMPT_LIMITS.perCustomer; guess += 1) {
      expect(await attempts.take('meera', '10.0.0.1')).toBeNull();
      clock += 60_000;
    }
    // The first guess leaves the window 15 minutes after it was made: 5 minutes from now.
    expect(await attempts.take('meera', '10.0.0.2')).toBe('Too many coupon attempts. Please try again in 5 minutes.');
    clock += 4 * 60_000 + 59_000;
    expect(await attempts.take('meera', '10.0.0.3')).toBe('Too many coupon attempts. Please try again in 1 minute.');
    clock += 1_000;
    expect(await attempts.take('meera', '10.0.0.4')).toBeNull();
  });

  it('forgets an attempt whose code worked', async () => {
    const attempts = createCouponAttempts(createMemoryAttemptStore(), () => 0);
    for (let look = 0; look < 50; look += 1) {
      expect(await attempts.take('asha', '10.0.0.1')).toBeNull();
      await attempts.succeeded('asha', '10.0.0.1');
    }
  });

  it('counts an address across customers, an IPv6 network as one address', async () => {
    const attempts = createCouponAttempts(createMemoryAttemptStore(), () => 0);
    for (let guess = 0; guess < COUPON_ATTEMPT_LIMITS.perAddress; guess += 1) {
      expect(await attempts.take(`customer-${guess}`, `2001:db8:1:2::${guess.toString(16)}`)).toBeNull();
    }
    expect(await attempts.take('someone-new', '2001:db8:1:2::ffff')).toMatch(/^Too many coupon attempts/);
    expect(await attempts.take('someone-new', '2001:db8:9:9::1')).toBeNull();
  });
});
