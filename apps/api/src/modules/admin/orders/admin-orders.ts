import { and, count, desc, eq, gt, gte, ilike, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { startOfIndianDay } from '@aabhushan/shared/rules/indian-day';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { OrderStatus, PaymentStatus } from '@aabhushan/shared/rules/order-status';
import type { AdminOrder, AdminOrderListQuery, AdminOrderSummary, WaitingKind } from '@aabhushan/shared/schemas/admin-orders';
import type { Database } from '../../../db/client';
import { orders } from '../../../db/schema/index';
import type { DataCipher } from '../../../lib/data-cipher';
import { escapeLike } from '../../../lib/escape-like';
import { toOrderJson } from '../../orders/order.mapper';
import { findOrder, readOrderRecord } from '../../orders/orders.repository';
import type { StoreSettingsValues } from '../../settings/store-settings';

/** Noon of an Indian date (YYYY-MM-DD), safely inside that day whatever the server's zone. */
const noonInIndia = (date: string) => new Date(`${date}T06:30:00Z`);

/** Placed, not paid, its hold still running: online ones wait for the payment, COD ones for the shopper's confirmation. */
function waitingCondition(kind: WaitingKind, now: Date): SQL {
  const method = kind === 'cod' ? eq(orders.paymentMethod, 'cod') : ne(orders.paymentMethod, 'cod');
  return and(eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'failed']), gt(orders.expiresAt, now), method)!;
}

function listConditions({ status, from, to, q, waiting }: AdminOrderListQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  if (waiting) conditions.push(waitingCondition(waiting, now));
  if (from) conditions.push(gte(orders.createdAt, startOfIndianDay(noonInIndia(from))));
  if (to) conditions.push(lt(orders.createdAt, startOfIndianDay(noonInIndia(to), -1)));
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(orders.orderNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.contactEmail, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of every customer's orders, newest first, with the count of all matches. */
export async function listAdminOrders(db: Database, query: AdminOrderListQuery, now = new Date()): Promise<{ orders: AdminOrderSummary[]; total: number }> {
  const where = listConditions(query, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status as OrderStatus,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus as PaymentStatus,
      customer: { id: order.userId, name: order.customerName, email: order.contactEmail },
      itemCount: order.itemCount,
      grandTotal: paiseToRupees(order.grandTotalPaise),
      createdAt: order.createdAt.toISOString(),
      holdEndsAt: order.status === 'pending' && order.expiresAt && order.expiresAt > now ? order.expiresAt.toISOString() : null,
    })),
    total: counted?.total ?? 0,
  };
}

/** One order with its lines, address and history, for staff; undefined when there is none. */
export async function readAdminOrder(db: Database, cipher: DataCipher, orderId: string, settings: StoreSettingsValues, now = new Date()): Promise<AdminOrder | undefined> {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  const json = toOrderJson(await readOrderRecord(db, order), cipher, now, settings);
  return { ...json, customer: { id: order.userId, name: order.customerName, email: order.contactEmail } };
}

/** The order's status and payment status, as the audit keeps them. */
export async function readOrderState(db: Database, orderId: string) {
  const [row] = await db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}
