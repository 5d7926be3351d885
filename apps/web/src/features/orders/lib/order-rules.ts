import { ORDER_STATUSES, type Order, type OrderStatus } from './order-types';

/** Return window after delivery (spec B section 9). */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Cancel only from pending or confirmed (spec B section 4). */
export function canCancelOrder(status: string): boolean {
  return status === 'pending' || status === 'confirmed';
}

/**
 * Return only from delivered, within 7 days of actual delivery (or of creation when no
 * delivery date was recorded, spec B section 4).
 */
export function canReturnOrder(order: Pick<Order, 'status' | 'actualDelivery' | 'createdAt'>, now: Date = new Date()): boolean {
  if (order.status !== 'delivered') return false;
  const from = Date.parse(order.actualDelivery ?? order.createdAt);
  if (Number.isNaN(from)) return false;
  return now.getTime() - from <= RETURN_WINDOW_DAYS * DAY_MS;
}

/** The four steps of the progress bar (Order Placed, Processing, Shipped, Delivered). */
export const PROGRESS_STEPS = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * Index of the reached step, or null for an order that left the journey (cancelled,
 * refunded, returned) or an unknown status: those show their state, not a bar.
 */
export function getProgressIndex(status: string): number | null {
  switch (status) {
    case 'pending':
    case 'confirmed':
      return 0;
    case 'processing':
      return 1;
    case 'shipped':
    case 'out_for_delivery':
      return 2;
    case 'delivered':
      return 3;
    default:
      return null;
  }
}

/**
 * Milliseconds left to pay an online order placed but not paid, or null when nothing is due
 * (cash on delivery, paid, cancelled, or past its 30-minute expiry).
 */
export function getPaymentTimeLeft(
  order: Pick<Order, 'status' | 'paymentMethod' | 'paymentStatus' | 'expiresAt'>,
  now: Date = new Date(),
): number | null {
  if (order.paymentMethod === 'cod' || order.status !== 'pending') return null;
  if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') return null;
  const expires = order.expiresAt ? Date.parse(order.expiresAt) : Number.NaN;
  if (Number.isNaN(expires)) return null;
  const left = expires - now.getTime();
  return left > 0 ? left : null;
}

/** Badge tone per status: calm colours, red only for what went wrong. */
export function getStatusTone(status: string): 'progress' | 'success' | 'muted' | 'warning' {
  if (status === 'delivered') return 'success';
  if (status === 'cancelled' || status === 'returned' || status === 'refunded') return 'muted';
  if (status === 'pending') return 'warning';
  return 'progress';
}
