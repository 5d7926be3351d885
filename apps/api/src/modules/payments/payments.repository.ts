import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts, paymentEvents, payments, products } from '../../db/schema/index';
import type { PaymentPurpose } from './payment-purposes';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Database, row: NewPayment): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  return created!;
}

/**
 * Locks the payment row of one provider order until the transaction ends: verification and the
 * webhook for one payment run one after the other, and the second sees the first one's result.
 */
export async function lockPaymentByProviderOrder(db: Database, providerOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).for('update').limit(1);
  return row;
}

export async function lockPaymentById(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row;
}

export async function findPaymentByProviderOrder(db: Database, providerOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).limit(1);
  return row;
}

export async function findPaymentByProviderPayment(db: Database, providerPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1);
  return row;
}

/** A customer's payment by our id or by the provider's payment id; another customer's is not found. */
export async function findOwnPayment(db: Database, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), or(eq(payments.id, id), eq(payments.providerPaymentId, id))))
    .limit(1);
  return row;
}

export async function findPaymentForStaff(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(or(eq(payments.id, id), eq(payments.providerPaymentId, id))).limit(1);
  return row;
}

/** The order's payment attempts, newest first. */
export async function findOrderPayments(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

export async function updatePayment(db: Database, id: string, changes: Partial<NewPayment>): Promise<PaymentRow> {
  const [row] = await db.update(payments).set({ ...changes, updatedAt: new Date() }).where(eq(payments.id, id)).returning();
  return row!;
}

export async function listPayments(db: Database, userId: string, page: number, limit: number): Promise<{ rows: PaymentRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit).offset((page - 1) * limit),
    db.select({ value: count() }).from(payments).where(eq(payments.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Records a webhook delivery; false when its event id was already recorded (a repeat). */
export async function recordEvent(db: Database, event: { eventId: string; event: string; providerPaymentId: string | null }): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.eventId }).returning({ id: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Whether each product allows cash on delivery (product shippingInfo.codAvailable). */
export async function findCodFlags(db: Database, productIds: string[]): Promise<boolean[]> {
  if (productIds.length === 0) return [];
  const rows = await db.select({ codAvailable: products.codAvailable }).from(products).where(inArray(products.id, productIds));
  return rows.map((row) => row.codAvailable);
}

/** The products in a customer's cart, for the methods offered before the order exists. */
export async function findCartProductIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return rows.map((row) => row.productId);
}

/** The attempts to pay one order or one gold plan instalment, newest first. */
export async function findPurposePayments(db: Database, purpose: PaymentPurpose): Promise<PaymentRow[]> {
  if ('orderId' in purpose) return findOrderPayments(db, purpose.orderId);
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.goldPlanEnrolmentId, purpose.goldPlanEnrolmentId), eq(payments.goldPlanInstalment, purpose.goldPlanInstalment)))
    .orderBy(desc(payments.createdAt));
}

/**
 * Locks the order row (or the gold plan enrolment's), so two payment orders for one order or
 * one instalment are never created side by side.
 */
export async function lockPurposeRow(db: Database, purpose: PaymentPurpose): Promise<void> {
  if ('orderId' in purpose) await db.execute(sql`select id from orders where id = ${purpose.orderId} for update`);
  else await db.execute(sql`select id from gold_plan_enrolments where id = ${purpose.goldPlanEnrolmentId} for update`);
}

/** Forgets a delivery whose handling failed, so Razorpay's next delivery of it is handled. */
export async function deleteEvent(db: Database, eventId: string): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId));
}
