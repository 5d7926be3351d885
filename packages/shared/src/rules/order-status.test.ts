import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canCancel,
  canReturn,
  canTransition,
  checkTransition,
  getNextStatuses,
  getOrderStatusLabel,
  getPaymentExpiry,
  holdEndedNote,
  holdMinutesOf,
  getRewardPoints,
  invalidTransitionMessage,
  isOrderStatus,
  isWithinReturnWindow,
  returnWindowClosedMessage,
  type OrderStatus,
  type TransitionSubject,
} from './order-status';

const DAY = 24 * 60 * 60 * 1000;
const created = new Date('2026-03-01T10:00:00Z');
const subject = (status: OrderStatus, more: Partial<TransitionSubject> = {}): TransitionSubject => ({
  status,
  paymentStatus: 'pending',
  createdAt: created,
  actualDelivery: null,
  ...more,
});

describe('order status labels', () => {
  it('labels every status as the spec writes it', () => {
    expect(ORDER_STATUSES.map(getOrderStatusLabel)).toEqual([
      'Pending', 'Confirmed', 'Processing', 'Shipped', 'Out for Delivery', 'Delivered', 'Cancelled', 'Refunded', 'Returned',
    ]);
  });
  it('shows Unknown for anything else', () => {
    expect(getOrderStatusLabel('lost')).toBe('Unknown');
    expect(getOrderStatusLabel(undefined)).toBe('Unknown');
    expect(getOrderStatusLabel(null)).toBe('Unknown');
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('the transition graph', () => {
  it('walks the happy path one step at a time', () => {
    const path: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered'];
    for (let i = 1; i < path.length; i += 1) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
  });
  it('never skips ahead or moves back', () => {
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'pending')).toBe(false);
    expect(canTransition('delivered', 'shipped')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
  });
  it('lets a shipped parcel be delivered without the out-for-delivery scan', () => {
    expect(canTransition('shipped', 'delivered')).toBe(true);
  });
  it('ends at refunded', () => {
    expect(getNextStatuses('refunded')).toEqual([]);
    expect(getNextStatuses('cancelled')).toEqual(['refunded']);
    expect(getNextStatuses('returned')).toEqual(['refunded']);
  });
});

describe('canCancel', () => {
  it('allows pending and confirmed only', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['pending', 'confirmed']);
  });
});

describe('isWithinReturnWindow', () => {
  const delivered = new Date('2026-03-05T12:00:00Z');
  it('counts 7 days from the actual delivery, the last millisecond included', () => {
    expect(isWithinReturnWindow({ createdAt: created, actualDelivery: delivered }, new Date(delivered.getTime() + 7 * DAY), 7)).toBe(true);
    expect(isWithinReturnWindow({ createdAt: created, actualDelivery: delivered }, new Date(delivered.getTime() + 7 * DAY + 1), 7)).toBe(false);
  });
  it('counts from creation when no delivery date is known', () => {
    expect(isWithinReturnWindow({ createdAt: created, actualDelivery: null }, new Date(created.getTime() + 6 * DAY), 7)).toBe(true);
    expect(isWithinReturnWindow({ createdAt: created, actualDelivery: null }, new Date(created.getTime() + 8 * DAY), 7)).toBe(false);
  });
  it('follows the store\'s window: 15 days, or none at all', () => {
    expect(isWithinReturnWindow({ createdAt: created, actualDelivery: delivered }, new Date(delivered.getTime() + 15 * DAY), 15)).toBe(true);
    expect(isWithinReturnWindow({ createdAt: created, actualDelivery: delivered }, new Date(delivered.getTime() + 1), 0)).toBe(false);
    expect(returnWindowClosedMessage(15)).toBe('Returns are accepted within 15 days of delivery');
    expect(returnWindowClosedMessage(1)).toBe('Returns are accepted within 1 day of delivery');
    expect(returnWindowClosedMessage(0)).toBe('This store does not accept returns');
  });
  it('canReturn needs delivered and the window', () => {
    expect(canReturn({ status: 'delivered', createdAt: created, actualDelivery: delivered }, new Date(delivered.getTime() + DAY), 7)).toBe(true);
    expect(canReturn({ status: 'shipped', createdAt: created, actualDelivery: null }, created, 7)).toBe(false);
    expect(canReturn({ status: 'delivered', createdAt: created, actualDelivery: delivered }, new Date(delivered.getTime() + 9 * DAY), 7)).toBe(false);
  });
});

describe('the payment hold', () => {
  it('ends the chosen number of minutes after the order was placed', () => {
    expect(getPaymentExpiry(created, 15).toISOString()).toBe('2026-03-01T10:15:00.000Z');
    expect(getPaymentExpiry(created, 45).toISOString()).toBe('2026-03-01T10:45:00.000Z');
    expect(holdMinutesOf(created, getPaymentExpiry(created, 20))).toBe(20);
  });
  it('names what did not come when it ends', () => {
    expect(holdEndedNote('upi', 15)).toBe('Payment not received within 15 minutes');
    expect(holdEndedNote('cod', 30)).toBe('Cash on delivery not confirmed within 30 minutes');
  });
});

describe('checkTransition', () => {
  const now = new Date(created.getTime() + DAY);
  it('allows a graph edge', () => {
    expect(checkTransition(subject('pending'), 'confirmed', now, 7)).toBeNull();
    expect(checkTransition(subject('processing'), 'shipped', now, 7)).toBeNull();
  });
  it('refuses a cancel after confirmation with its own message', () => {
    expect(checkTransition(subject('processing'), 'cancelled', now, 7)).toBe('This order can no longer be cancelled');
    expect(checkTransition(subject('confirmed'), 'cancelled', now, 7)).toBeNull();
  });
  it('refuses a return before delivery, and after the window', () => {
    expect(checkTransition(subject('shipped'), 'returned', now, 7)).toBe('Only delivered orders can be returned');
    const delivered = subject('delivered', { actualDelivery: created });
    expect(checkTransition(delivered, 'returned', now, 7)).toBeNull();
    expect(checkTransition(delivered, 'returned', new Date(created.getTime() + 8 * DAY), 7)).toBe('Returns are accepted within 7 days of delivery');
  });
  it('refunds a cancelled order only when it was paid; a returned one always', () => {
    expect(checkTransition(subject('cancelled'), 'refunded', now, 7)).toBe('Only a paid order can be refunded');
    expect(checkTransition(subject('cancelled', { paymentStatus: 'paid' }), 'refunded', now, 7)).toBeNull();
    expect(checkTransition(subject('returned'), 'refunded', now, 7)).toBeNull();
  });
  it('names both statuses when the graph has no edge', () => {
    expect(checkTransition(subject('shipped'), 'pending', now, 7)).toBe('Cannot change the order from Shipped to Pending');
    expect(invalidTransitionMessage('out_for_delivery', 'confirmed')).toBe('Cannot change the order from Out for Delivery to Confirmed');
  });
});

describe('getRewardPoints', () => {
  it('gives 1 point per full ₹100', () => {
    expect(getRewardPoints(0)).toBe(0);
    expect(getRewardPoints(9_999)).toBe(0);
    expect(getRewardPoints(10_000)).toBe(1);
    expect(getRewardPoints(2_549_900)).toBe(254);
    expect(getRewardPoints(-5)).toBe(0);
  });
});
