import { eq, inArray } from 'drizzle-orm';
import { cartItems, carts, couponUsages, coupons, orderItems, orders, products } from '../../db/schema/index';
import type { Database } from '../../db/client';

/** Test helper (orders-crash.test.ts): what a customer had before a crash, and what is left after it. */

export interface CartBefore {
  userId: string;
  /** productId -> quantity */
  lines: Record<string, number>;
  couponId: string | null;
}

export type Outcome = { kind: 'whole-order'; orderId: string } | { kind: 'cart-kept' } | { kind: 'broken'; why: string };

const sameLines = (a: Record<string, number>, b: Record<string, number>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The customer's cart (lines and coupon) as it is in the database now. */
export async function readCart(db: Database, userId: string): Promise<CartBefore> {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  const rows = cart ? await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)) : [];
  return { userId, lines: Object.fromEntries(rows.map((row) => [row.productId, row.quantity])), couponId: cart?.couponId ?? null };
}

/**
 * Exactly one of: one order holding every line of the cart before (quantities, prices and
 * totals that add up, the cart's coupon) with the cart emptied; or no order and the cart as it
 * was. Anything else is broken, with the reason.
 */
export async function outcomeOf(
  db: Database,
  before: CartBefore,
  terms: { unitPricePaise: number; couponDiscountPaise: number },
): Promise<Outcome> {
  const placed = await db.select().from(orders).where(eq(orders.userId, before.userId));
  const now = await readCart(db, before.userId);
  if (placed.length === 0) {
    const kept = sameLines(now.lines, before.lines) && now.couponId === before.couponId;
    return kept ? { kind: 'cart-kept' } : { kind: 'broken', why: `no order, cart changed: ${JSON.stringify({ before, now })}` };
  }
  if (placed.length > 1) return { kind: 'broken', why: `${placed.length} orders` };
  const order = placed[0]!;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const ordered = Object.fromEntries(items.map((item) => [item.productId, item.quantity]));
  const subtotal = items.reduce((sum, item) => sum + item.lineTotalPaise, 0);
  const discount = before.couponId ? terms.couponDiscountPaise : 0;
  const problems = [
    !sameLines(ordered, before.lines) && `lines ${JSON.stringify(ordered)} for cart ${JSON.stringify(before.lines)}`,
    items.some((item) => item.unitPricePaise !== terms.unitPricePaise || item.lineTotalPaise !== item.unitPricePaise * item.quantity) && 'a line priced wrong',
    order.itemCount !== items.reduce((sum, item) => sum + item.quantity, 0) && 'item count',
    order.subtotalPaise !== subtotal && 'subtotal',
    order.discountPaise !== discount && 'discount',
    order.couponId !== before.couponId && 'coupon',
    order.grandTotalPaise !== subtotal - discount + order.shippingPaise && 'grand total',
    Object.keys(now.lines).length > 0 && 'cart not emptied',
  ].filter(Boolean);
  return problems.length === 0 ? { kind: 'whole-order', orderId: order.id } : { kind: 'broken', why: problems.join(', ') };
}

/** Each piece's stock now plus the quantities its live (not cancelled) orders hold. */
export async function stockPlusHeld(db: Database, productIds: string[]): Promise<Record<string, number>> {
  const stockRows = await db.select({ id: products.id, stock: products.stockQuantity }).from(products).where(inArray(products.id, productIds));
  const held = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.productId, productIds));
  const total = Object.fromEntries(stockRows.map((row) => [row.id, row.stock]));
  for (const line of held) if (line.status !== 'cancelled') total[line.productId]! += line.quantity;
  return total;
}

/** The coupon's use count, its recorded uses, and the orders that carry it. */
export async function couponCounts(db: Database, couponId: string) {
  const [coupon] = await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  const uses = await db.select({ id: couponUsages.id }).from(couponUsages).where(eq(couponUsages.couponId, couponId));
  const carrying = await db.select({ id: orders.id }).from(orders).where(eq(orders.couponId, couponId));
  return { usedCount: coupon!.used, uses: uses.length, orders: carrying.length };
}
