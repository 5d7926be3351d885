import { describe, expect, it } from 'vitest';
import { canCancelOrder, canReturnOrder, getPaymentTimeLeft, isOrderStatus } from './order-rules';
import { getProgressIndex } from '@aabhushan/shared/rules/order-progress';

const now = new Date('2026-11-25T12:00:00Z');

describe('order rules', () => {
  it('allows cancel only while pending or confirmed and the server agrees', () => {
    expect(canCancelOrder({ status: 'pending', canCancel: true })).toBe(true);
    expect(canCancelOrder({ status: 'confirmed', canCancel: true })).toBe(true);
    expect(canCancelOrder({ status: 'confirmed', canCancel: false })).toBe(false);
    for (const status of ['processing', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'refunded', 'returned']) {
      expect(canCancelOrder({ status, canCancel: true })).toBe(false);
    }
  });

  it('allows a return within 7 days of delivery, else of creation, never after', () => {
    const delivered = { status: 'delivered', createdAt: '2026-11-01T00:00:00Z', canReturn: true };
    expect(canReturnOrder({ ...delivered, actualDelivery: '2026-11-18T12:00:00Z' }, 7, now)).toBe(true);
    expect(canReturnOrder({ ...delivered, actualDelivery: '2026-11-18T11:59:59Z' }, 7, now)).toBe(false);
    expect(canReturnOrder({ ...delivered, actualDelivery: null, createdAt: '2026-11-20T00:00:00Z' }, 7, now)).toBe(true);
    expect(canReturnOrder({ ...delivered, actualDelivery: null }, 7, now)).toBe(false);
    expect(canReturnOrder({ status: 'shipped', createdAt: '2026-11-25T00:00:00Z', actualDelivery: null, canReturn: true }, 7, now)).toBe(false);
    expect(canReturnOrder({ ...delivered, actualDelivery: '2026-11-24T00:00:00Z', canReturn: false }, 7, now)).toBe(false);
  });

  it('follows the store\'s window when staff change it', () => {
    const delivered = { status: 'delivered', createdAt: '2026-11-01T00:00:00Z', canReturn: true, actualDelivery: '2026-11-10T12:00:00Z' };
    expect(canReturnOrder(delivered, 7, now)).toBe(false);
    expect(canReturnOrder(delivered, 15, now)).toBe(true);
  });

  it('maps statuses onto the four steps, off the journey to null', () => {
    expect(['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered'].map(getProgressIndex)).toEqual([0, 0, 1, 2, 2, 3]);
    expect(getProgressIndex('cancelled')).toBeNull();
    expect(getProgressIndex('mystery')).toBeNull();
  });

  it('counts down only for an unpaid online order before its expiry', () => {
    const unpaid = { status: 'pending', paymentMethod: 'upi', paymentStatus: 'pending', expiresAt: '2026-11-25T12:10:00Z' } as const;
    expect(getPaymentTimeLeft(unpaid, now)).toBe(10 * 60 * 1000);
    expect(getPaymentTimeLeft({ ...unpaid, paymentStatus: 'failed' as const }, now)).toBe(10 * 60 * 1000);
    expect(getPaymentTimeLeft({ ...unpaid, expiresAt: '2026-11-25T11:59:00Z' }, now)).toBeNull();
    expect(getPaymentTimeLeft({ ...unpaid, paymentMethod: 'cod' as const }, now)).toBeNull();
    expect(getPaymentTimeLeft({ ...unpaid, paymentStatus: 'paid' as const }, now)).toBeNull();
    expect(getPaymentTimeLeft({ ...unpaid, expiresAt: null }, now)).toBeNull();
  });

  it('knows the nine statuses', () => {
    expect(isOrderStatus('out_for_delivery')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
  });
});
