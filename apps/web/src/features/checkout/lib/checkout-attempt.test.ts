import { afterEach, describe, expect, it } from 'vitest';
import { clearCheckoutAttempt, createIdempotencyKey, readCheckoutAttempt, writeCheckoutAttempt } from './checkout-attempt';

describe('checkout attempt', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps one Idempotency-Key across reads until the attempt ends', () => {
    const first = readCheckoutAttempt();
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(readCheckoutAttempt().key).toBe(first.key);
    writeCheckoutAttempt({ ...first, orderId: 'o-1' });
    expect(readCheckoutAttempt()).toEqual({ key: first.key, orderId: 'o-1' });
    clearCheckoutAttempt();
    expect(readCheckoutAttempt().key).not.toBe(first.key);
  });

  it('starts afresh when the stored attempt is not one', () => {
    window.sessionStorage.setItem('checkoutAttempt', '{"key":42}');
    expect(typeof readCheckoutAttempt().key).toBe('string');
  });

  it('makes different keys each time', () => {
    expect(createIdempotencyKey()).not.toBe(createIdempotencyKey());
  });
});
