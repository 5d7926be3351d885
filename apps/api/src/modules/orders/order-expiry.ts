import { sql } from 'drizzle-orm';
import { holdEndedNote, holdMinutesOf } from '@aabhushan/shared/rules/order-status';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { sendOrderMail } from './order-mails';
import { applyStatusChange, findOrderProductIds } from './order-transitions';
import { takeStoreSnapshot } from '../settings/store-snapshot';
import type { OrderRow, OrdersDeps } from './orders.types';

/** Orders one run cancels at most; the next run takes the rest. */
const BATCH = 100;

/**
 * Claims one waiting order past its hold's end and locks it; an order another instance
 * holds is skipped (FOR UPDATE SKIP LOCKED), so no two instances ever work on one order.
 */
async function claimExpired(tx: Database, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(sql`${orders.status} = 'pending' and ${orders.expiresAt} is not null and ${orders.expiresAt} <= ${now} and ${orders.paymentStatus} in ('pending', 'failed')`)
    .orderBy(orders.expiresAt, orders.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** 'Payment not received within 15 minutes': what did not come, within the hold the order was placed with. */
export function expiryNoteOf(order: Pick<OrderRow, 'paymentMethod' | 'createdAt' | 'expiresAt'>): string {
  return holdEndedNote(order.paymentMethod, holdMinutesOf(order.createdAt, order.expiresAt ?? order.createdAt));
}

/**
 * One run of the expiry job: cancels every order whose hold has ended unpaid (online) or
 * unconfirmed (cash on delivery; the store's payment hold, set when it was placed), giving its stock and coupon use back, one order per transaction. Safe to run on
 * several instances at once (see claimExpired). Answers the ids it cancelled.
 */
export async function expireUnpaidOrders(deps: Pick<OrdersDeps, 'db' | 'mailer' | 'log' | 'productChanged'>, now: Date): Promise<string[]> {
  const cancelled: OrderRow[] = [];
  // A job's own snapshot of the settings, one for the whole run.
  const { returnWindowDays } = takeStoreSnapshot().settings;
  for (let i = 0; i < BATCH; i += 1) {
    const order = await deps.db.transaction(async (tx) => {
      const claimed = await claimExpired(tx, now);
      if (!claimed) return null;
      const result = await applyStatusChange(tx, claimed, { to: 'cancelled', actor: 'system', notes: expiryNoteOf(claimed), now, returnWindowDays });
      // The claim's own conditions make the move allowed; a refusal here would be a bug.
      if (!result.ok) throw new Error(`expiry could not cancel ${claimed.id}: ${result.message}`);
      return result.order;
    });
    if (!order) break;
    cancelled.push(order);
  }
  for (const order of cancelled) {
    if (deps.productChanged) for (const productId of await findOrderProductIds(deps.db, order.id)) await deps.productChanged(productId);
    await sendOrderMail(deps.mailer, deps.log, 'cancelled', order, order.cancelReason ?? '');
  }
  return cancelled.map((order) => order.id);
}

/** Runs the expiry every `intervalMs` in the background (unref'd); `stop` ends it and waits for a run in flight. */
export function startExpiryJob(deps: Pick<OrdersDeps, 'db' | 'mailer' | 'log' | 'productChanged'>, { intervalMs = 60_000, now = () => new Date() } = {}) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireUnpaidOrders(deps, now())
      .catch((error: unknown) => deps.log?.error({ err: error }, 'the unpaid-order expiry run failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
