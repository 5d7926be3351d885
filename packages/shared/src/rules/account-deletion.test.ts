import { describe, expect, it } from 'vitest';
import { deletedAccountEmail, isOrderFinished } from './account-deletion';

describe('isOrderFinished', () => {
  it('counts delivered and refunded orders as finished', () => {
    expect(isOrderFinished({ status: 'delivered', paymentStatus: 'paid' })).toBe(true);
    expect(isOrderFinished({ status: 'refunded', paymentStatus: 'refunded' })).toBe(true);
  });

  it('counts a cancelled or returned order as finished only when no payment waits for its refund', () => {
    expect(isOrderFinished({ status: 'cancelled', paymentStatus: 'pending' })).toBe(true);
    expect(isOrderFinished({ status: 'cancelled', paymentStatus: 'failed' })).toBe(true);
    expect(isOrderFinished({ status: 'cancelled', paymentStatus: 'refunded' })).toBe(true);
    expect(isOrderFinished({ status: 'cancelled', paymentStatus: 'paid' })).toBe(false);
    expect(isOrderFinished({ status: 'returned', paymentStatus: 'paid' })).toBe(false);
  });

  it('keeps every order on its way open, paid or not', () => {
    for (const status of ['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery']) {
      expect(isOrderFinished({ status, paymentStatus: 'pending' }), status).toBe(false);
      expect(isOrderFinished({ status, paymentStatus: 'paid' }), status).toBe(false);
    }
  });

  it('keeps a status it does not know open', () => {
    expect(isOrderFinished({ status: 'lost', paymentStatus: 'pending' })).toBe(false);
  });
});

describe('deletedAccountEmail', () => {
  it('is unique per account and on the reserved .invalid domain no mail reaches', () => {
    expect(deletedAccountEmail('abc123')).toBe('deleted-abc123@deleted.invalid');
    expect(deletedAccountEmail('abc123')).not.toBe(deletedAccountEmail('abc124'));
  });
});
