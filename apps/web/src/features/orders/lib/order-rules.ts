import { canCancel, canReturn } from '@aabhushan/shared/rules/order-status';
import type { Order } from './order-types';

export { isOrderStatus } from '@aabhushan/shared/rules/order-status';

/**
 * Whether the Cancel button shows: the server's own answer (canCancel on the order) and the
 * shared rule (pending or confirmed only, spec B section 4) must both agree.
 */
export function canCancelOrder(order: Pick<Order, 'status' | 'canCancel'>): boolean {
  return order.canCancel && canCancel(order.status);
}

/**
 * Whether Return shows: delivered and within the store's return window (`windowDays`, from the
 * store settings) of delivery, or of creation when no delivery date was recorded, as the server
 * also says in canReturn.
 */
export function canReturnOrder(order: Pick<Order, 'status' | 'actualDelivery' | 'createdAt' | 'canReturn'>, windowDays: number, now: Date = new Date()): boolean {
  const createdAt = new Date(order.createdAt);
  const actualDelivery = order.actualDelivery ? new Date(order.actualDelivery) : null;
  if (Number.isNaN(createdAt.getTime()) || (actualDelivery && Number.isNaN(actualDelivery.getTime()))) return false;
  return order.canReturn && canReturn({ status: order.status, createdAt, actualDelivery }, now, windowDays);
}

/**
 * Milliseconds left to pay an online order placed but not paid, or null when nothing is due
 * (cash on delivery, paid, cancelled, or past the end of its payment hold).
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
