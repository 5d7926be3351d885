import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@aabhushan/shared/rules/order-status';
import type { Database } from '../../db/client';
import { carts, orderItems, orderStatusHistory, orders, users } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import type { CartRow } from '../cart/cart.repository';
import type { Actor, OrderItemRow, OrderRow, StatusHistoryRow } from './orders.types';

/** An order with its lines (by position) and, when asked, its history (oldest first). */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  history?: StatusHistoryRow[];
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The customer's own order; another customer's is not found. */
export async function findOwnOrder(db: Database, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  return row;
}

export async function findOwnOrderByNumber(db: Database, userId: string, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId))).limit(1);
  return row;
}

export async function findOrderByNumber(db: Database, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  return row;
}

/** Locks the order row until the transaction ends: every change of one order runs after the last. */
export async function lockOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row;
}

export async function findIdempotentOrder(db: Database, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return row;
}

export async function findItems(db: Database, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, [...orderIds])).orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

export async function findHistory(db: Database, orderId: string): Promise<StatusHistoryRow[]> {
  return db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The order with its items and history. */
export async function readOrderRecord(db: Database, order: OrderRow): Promise<OrderRecord> {
  const [items, history] = await Promise.all([findItems(db, [order.id]), findHistory(db, order.id)]);
  return { order, items, history };
}

export async function recordStatus(db: Database, orderId: string, status: OrderStatus, changedBy: Actor, notes: string, at: Date): Promise<void> {
  await db.insert(orderStatusHistory).values({ id: newId(), orderId, status, changedBy, notes, createdAt: at });
}

/** One page of the customer's orders, newest first, with the count for the pagination block. */
export async function findOrderPage(db: Database, userId: string, page: number, limit: number, status?: OrderStatus) {
  const where = status ? and(eq(orders.userId, userId), eq(orders.status, status)) : eq(orders.userId, userId);
  const [rows, [count]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(orders).where(where),
  ]);
  const items = await findItems(db, rows.map((row) => row.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return { records: rows.map((order) => ({ order, items: byOrder.get(order.id) ?? [] })), total: count?.n ?? 0 };
}

/** The dashboard's sums in one pass over the customer's orders (paise). */
export async function sumOrderStats(db: Database, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`cast(count(*) as integer)`,
      spentPaise: sql<number>`cast(coalesce(sum(${orders.grandTotalPaise}) filter (where ${orders.paymentStatus} = 'paid'), 0) as bigint)`,
      open: sql<number>`cast(count(*) filter (where ${orders.status} in ('pending','confirmed','processing','shipped','out_for_delivery')) as integer)`,
      delivered: sql<number>`cast(count(*) filter (where ${orders.status} = 'delivered') as integer)`,
      deliveredPaise: sql<number>`cast(coalesce(sum(${orders.grandTotalPaise}) filter (where ${orders.status} = 'delivered'), 0) as bigint)`,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return {
    total: Number(row?.total ?? 0),
    spentPaise: Number(row?.spentPaise ?? 0),
    open: Number(row?.open ?? 0),
    delivered: Number(row?.delivered ?? 0),
    deliveredPaise: Number(row?.deliveredPaise ?? 0),
  };
}

/** Sets fields of an order (always its updated_at too) and answers the row. */
export async function updateOrder(db: Database, orderId: string, fields: Partial<OrderRow>, at: Date): Promise<OrderRow> {
  const [row] = await db.update(orders).set({ ...fields, updatedAt: at }).where(eq(orders.id, orderId)).returning();
  return row!;
}

/** The account's name and e-mail, kept with the order (the invoice's buyer, tracking by e-mail). */
export interface OrderCustomer {
  name: string;
  email: string;
  /** Online orders are taken only from a verified e-mail (holding stock costs an account that is real). */
  emailVerified: boolean;
}

/**
 * Locks the customer's cart row, as every change of the cart does (cart.repository.ts lockCart),
 * and reads the account's name and e-mail with it in the same round trip. Undefined when the
 * customer has no cart: nothing to order.
 */
export async function lockCartOfCustomer(db: Database, userId: string): Promise<{ cart: CartRow; customer: OrderCustomer } | undefined> {
  const [row] = await db
    .select({ cart: carts, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .for('update', { of: carts })
    .limit(1)
    // Named: PostgreSQL parses and plans it once per connection, though each order runs it in its own transaction.
    .prepare('order_lock_cart')
    .execute({ userId });
  return row && { cart: row.cart, customer: { name: row.name, email: row.email, emailVerified: row.emailVerifiedAt !== null } };
}
