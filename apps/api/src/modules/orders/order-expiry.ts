import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { holdEndedNote, holdMinutesOf } from '@aabhushan/shared/rules/order-status';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema/index';
import { enqueueJob } from '../../lib/jobs/enqueue-job';
import { startPeriodicRun, type PeriodicRun } from '../../lib/jobs/periodic-run';
import { orderMailFor } from './order-mails';
import { applyStatusChange, findOrderProductIds } from './order-transitions';
import { takeStoreSnapshot } from '../settings/store-snapshot';
import type { OrderRow, OrdersDeps } from './orders.types';

/** Orders one run handles at most; the next run takes the rest. */
const BATCH = 100;

export type ExpiryDeps = Pick<OrdersDeps, 'db' | 'mailer' | 'log' | 'productChanged'>;

/** The job that asks the payment gateway about an expired online order before it is cancelled (payments module). */
export const PAYMENT_RECONCILE_JOB = 'payment-reconcile';
export const paymentReconcileKey = (orderId: string) => `${PAYMENT_RECONCILE_JOB}:${orderId}`;
export interface PaymentReconcilePayload {
  orderId: string;
  /** For the staff's list of failed jobs. */
  about: string;
}

/** Waiting past its hold's end, unpaid (online) or unconfirmed (cash on delivery). */
const expiredUnpaid = (now: Date) =>
  sql`${orders.status} = 'pending' and ${orders.expiresAt} is not null and ${orders.expiresAt} <= ${now} and ${orders.paymentStatus} in ('pending', 'failed')`;

/**
 * Claims one expired order and locks it; an order another instance holds is skipped (FOR UPDATE
 * SKIP LOCKED), so no two instances ever work on one order. An order handed to the gateway check
 * (its reconcile job exists) is that job's now.
 */
async function claimExpired(tx: Database, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(expiredUnpaid(now), sql`not exists (select 1 from jobs where jobs.dedupe_key = ${PAYMENT_RECONCILE_JOB}::text || ':' || ${orders.id})`))
    .orderBy(orders.expiresAt, orders.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** An online order the shopper took to the gateway may be paid there with nobody told yet. */
async function reachedGateway(tx: Database, order: OrderRow): Promise<boolean> {
  if (order.paymentMethod === 'cod') return false;
  const [attempt] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), ne(payments.provider, 'cod'), isNotNull(payments.providerOrderId)))
    .limit(1);
  return attempt !== undefined;
}

/** 'Payment not received within 15 minutes': what did not come, within the hold the order was placed with. */
export function expiryNoteOf(order: Pick<OrderRow, 'paymentMethod' | 'createdAt' | 'expiresAt'>): string {
  return holdEndedNote(order.paymentMethod, holdMinutesOf(order.createdAt, order.expiresAt ?? order.createdAt));
}

/** Cancels a locked expired order in `tx`, its stock and coupon use given back, the customer's mail a job of the same transaction. */
async function cancelLocked(tx: Database, deps: ExpiryDeps, order: OrderRow, now: Date, returnWindowDays: number): Promise<OrderRow> {
  const note = expiryNoteOf(order);
  const result = await applyStatusChange(tx, order, { to: 'cancelled', actor: 'system', notes: note, now, returnWindowDays });
  // The claim's own conditions make the move allowed; a refusal here would be a bug.
  if (!result.ok) throw new Error(`expiry could not cancel ${order.id}: ${result.message}`);
  await deps.mailer.send(await orderMailFor(tx, 'cancelled', result.order, note), tx);
  return result.order;
}

async function afterCancel(deps: ExpiryDeps, order: OrderRow): Promise<void> {
  if (deps.productChanged) for (const productId of await findOrderProductIds(deps.db, order.id)) await deps.productChanged(productId);
}

/**
 * One run of the expiry job: cancels every order whose hold has ended unpaid (online) or
 * unconfirmed (cash on delivery), one order per transaction, safe on several instances at once
 * (claimExpired). An online order that reached the payment gateway is not cancelled here: a
 * reconcile job is written instead (same transaction, once per order), which asks the gateway
 * first (payments/payment-reconcile.ts). Answers the ids it cancelled.
 */
export async function expireUnpaidOrders(deps: ExpiryDeps, now: Date): Promise<string[]> {
  const cancelled: OrderRow[] = [];
  // A job's own snapshot of the settings, one for the whole run.
  const { returnWindowDays } = takeStoreSnapshot().settings;
  for (let i = 0; i < BATCH; i += 1) {
    const outcome = await deps.db.transaction(async (tx) => {
      const order = await claimExpired(tx, now);
      if (!order) return null;
      if (await reachedGateway(tx, order)) {
        const payload: PaymentReconcilePayload = { orderId: order.id, about: order.orderNumber };
        await enqueueJob(tx, { kind: PAYMENT_RECONCILE_JOB, payload, dedupeKey: paymentReconcileKey(order.id) });
        return { checking: order };
      }
      return { cancelled: await cancelLocked(tx, deps, order, now, returnWindowDays) };
    });
    if (!outcome) break;
    if (outcome.cancelled) cancelled.push(outcome.cancelled);
  }
  for (const order of cancelled) await afterCancel(deps, order);
  return cancelled.map((order) => order.id);
}

/**
 * Cancels one order if it is still expired and unpaid (the reconcile job, once the gateway said
 * it was not paid); answers whether it did.
 */
export async function expireOrder(deps: ExpiryDeps, orderId: string, now: Date): Promise<boolean> {
  const { returnWindowDays } = takeStoreSnapshot().settings;
  const order = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(and(eq(orders.id, orderId), expiredUnpaid(now))).for('update');
    return locked ? cancelLocked(tx, deps, locked, now, returnWindowDays) : null;
  });
  if (order) await afterCancel(deps, order);
  return order !== null;
}

/** Runs the expiry every `intervalMs` in the background (unref'd); `stop` ends it and waits for a run in flight. */
export function startExpiryJob(deps: ExpiryDeps, { intervalMs = 60_000, now = () => new Date() } = {}): PeriodicRun {
  return startPeriodicRun(() => expireUnpaidOrders(deps, now()), { intervalMs, what: 'the unpaid-order expiry run', log: deps.log });
}
