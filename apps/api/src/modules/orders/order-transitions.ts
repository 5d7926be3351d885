import { checkTransition, type OrderStatus, type PaymentStatus } from '@aabhushan/shared/rules/order-status';
import type { Database } from '../../db/client';
import { releaseCoupon } from './order-coupon';
import { releaseStock } from './order-stock';
import { returnCredit } from '../gold-plans/gold-plan-credit';
import { findItems, recordStatus, updateOrder } from './orders.repository';
import { refuse, type Actor, type OrderRow, type Refusal } from './orders.types';

export interface StatusChange {
  to: OrderStatus;
  actor: Actor;
  notes: string;
  now: Date;
  /** The store's return window in days, from the settings snapshot of the request or job making the change. */
  returnWindowDays: number;
  /** For a return: the reason and the items going back. */
  returnItemIds?: string[];
}

/** The state machine's verdict on moving `order` as `change` says, without making the move. */
export function transitionRefusal(order: OrderRow, change: Pick<StatusChange, 'to' | 'now' | 'returnWindowDays'>): Refusal | null {
  const message = checkTransition(
    { status: order.status as OrderStatus, paymentStatus: order.paymentStatus as PaymentStatus, createdAt: order.createdAt, actualDelivery: order.deliveredAt },
    change.to,
    change.now,
    change.returnWindowDays,
  );
  return message ? refuse(400, message) : null;
}

/** What the order becomes besides its status: dates, reasons, and the payment state that follows. */
function fieldsFor(order: OrderRow, change: StatusChange): Partial<OrderRow> {
  const { to, notes, now } = change;
  switch (to) {
    case 'delivered':
      // Cash on delivery is collected at the door: delivery is its payment.
      return order.paymentMethod === 'cod' && order.paymentStatus === 'pending'
        ? { deliveredAt: now, paymentStatus: 'paid', paidAt: now }
        : { deliveredAt: now };
    case 'cancelled':
      return { cancelledAt: now, cancelReason: notes || null, expiresAt: null };
    case 'returned':
      return { returnReason: notes, returnItemIds: change.returnItemIds ?? [] };
    case 'refunded':
      return (order.paymentStatus as PaymentStatus) === 'paid' ? { paymentStatus: 'refunded' } : {};
    case 'confirmed':
      return { expiresAt: null };
    default:
      return {};
  }
}

/**
 * Moves a locked order to `change.to` if the state machine allows it now, with everything that
 * goes with it: a cancelled order gives its stock and coupon use back; every change is written
 * to the history. Runs inside the caller's transaction, after lockOrder.
 */
export async function applyStatusChange(tx: Database, order: OrderRow, change: StatusChange): Promise<{ ok: true; order: OrderRow } | Refusal> {
  const refusal = transitionRefusal(order, change);
  if (refusal) return refusal;
  if (change.to === 'cancelled') await releaseOrderHoldings(tx, order, change.now);
  // Refunded (after a return): the part paid from a gold plan goes back to the plan, never as cash.
  if (change.to === 'refunded') await returnCredit(tx, order, change.now);
  const updated = await updateOrder(tx, order.id, { status: change.to, ...fieldsFor(order, change) }, change.now);
  await recordStatus(tx, order.id, change.to, change.actor, change.notes, change.now);
  return { ok: true, order: updated };
}

/** Gives back what the order held: its pieces to stock, its coupon use and its gold plan credit. */
async function releaseOrderHoldings(tx: Database, order: OrderRow, now: Date): Promise<void> {
  const items = await findItems(tx, [order.id]);
  await releaseStock(tx, items.map((item) => ({ productId: item.productId, variantId: item.variantId, quantity: item.quantity })));
  if (order.couponId) await releaseCoupon(tx, order.couponId, order.id, now);
  await returnCredit(tx, order, now);
}

/** The products whose stock a change of this order moved (their cached answers must go). */
export async function findOrderProductIds(db: Database, orderId: string): Promise<string[]> {
  return [...new Set((await findItems(db, [orderId])).map((item) => item.productId))];
}
