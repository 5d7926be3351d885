import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, orders } from '../../db/schema/index';
import { applyStatusChange } from './order-transitions';
import { lockStockRows, type StockLine } from './order-stock';
import { findItems } from './orders.repository';
import type { OrderRow } from './orders.types';

/** A customer may have this many online orders waiting for their payment at once. */
export const MAX_UNPAID_ONLINE_ORDERS = 2;
export const REPLACED_NOTE = 'Replaced by a new order for the same pieces';

/** The customer's placed orders still holding pieces for a payment (or a COD confirmation) that has not come. */
async function lockWaitingOrders(tx: Database, userId: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), isNotNull(orders.expiresAt), inArray(orders.paymentStatus, ['pending', 'failed'])))
    .orderBy(orders.id)
    .for('update');
}

const pieceKey = (line: Pick<StockLine, 'productId' | 'variantId'>) => line.variantId ?? `product:${line.productId}`;

/**
 * Before a new order takes stock: every waiting order of the customer that holds any piece of
 * the cart is cancelled (its stock and coupon use go back), so one shopper never holds a piece
 * twice and a second try of a checkout replaces the first. Runs under the cart's lock. The
 * stock rows of the cart and of the replaced orders are locked first, together, in the order
 * every stock change uses (order-stock.ts), so this never deadlocks with another order.
 * Answers the orders replaced and how many online orders still wait for their payment.
 */
export async function replaceWaitingOrders(tx: Database, userId: string, cartId: string, now: Date, returnWindowDays: number): Promise<{ replaced: OrderRow[]; unpaidOnline: number }> {
  const waiting = await lockWaitingOrders(tx, userId);
  if (waiting.length === 0) return { replaced: [], unpaidOnline: 0 };
  const cartLines = await tx.select({ productId: cartItems.productId, variantId: cartItems.variantId }).from(cartItems).where(eq(cartItems.cartId, cartId));
  const inCart = new Set(cartLines.map(pieceKey));
  const items = await findItems(tx, waiting.map((order) => order.id));
  const overlapping = new Set(items.filter((item) => inCart.has(pieceKey(item))).map((item) => item.orderId));
  const replaced = waiting.filter((order) => overlapping.has(order.id));
  if (replaced.length > 0) {
    // The cart's products are locked for every line (lockCartLines does the same), the old orders' as they give stock back.
    const cartProducts = cartLines.map((line) => ({ productId: line.productId, variantId: null }));
    const released = items.filter((item) => overlapping.has(item.orderId));
    await lockStockRows(tx, [...cartProducts, ...cartLines.filter((line) => line.variantId), ...released]);
    for (const order of replaced) {
      const result = await applyStatusChange(tx, order, { to: 'cancelled', actor: 'customer', notes: REPLACED_NOTE, now, returnWindowDays });
      if (!result.ok) throw new Error(`could not replace order ${order.id}: ${result.message}`);
    }
  }
  const stillWaiting = waiting.filter((order) => !overlapping.has(order.id) && order.paymentMethod !== 'cod' && order.expiresAt! > now);
  return { replaced, unpaidOnline: stillWaiting.length };
}

