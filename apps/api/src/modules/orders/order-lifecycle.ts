import type { OrderStatus } from '@aabhushan/shared/rules/order-status';
import { ENGRAVING_MESSAGES, isReturnableLine } from '@aabhushan/shared/rules/engraving';
import { ORDER_MESSAGES } from '@aabhushan/shared/schemas/orders';
import type { Database } from '../../db/client';
import type { StoreSettingsValues } from '../settings/store-settings';
import { mailEventOf, orderMailFor } from './order-mails';
import { applyStatusChange, findOrderProductIds, transitionRefusal, type StatusChange } from './order-transitions';
import { findItems, lockOrder, updateOrder } from './orders.repository';
import { refundNotConfigured, refuse, type Actor, type OrderRow, type OrdersDeps, type Refusal } from './orders.types';

export type Changed = { ok: true; order: OrderRow; message: string } | Refusal;

/** Thrown inside a transaction so a refusal writes nothing. */
class Stop extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * Every change of an existing order: the customer's cancel and return, staff status changes,
 * and the payment module's news (paid, failed, cash on delivery, refunded). Each runs in a
 * transaction on the locked order row, which also writes the customer's mail (a job); cached
 * stock is cleared after it commits. Each
 * is judged under `settings`, the store settings of the request or job asking for it.
 */
export function createOrderLifecycle(deps: OrdersDeps) {
  const { db, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());
  const refundPaidOrder = deps.refundPaidOrder ?? refundNotConfigured;

  /** Runs `work` on the locked order; `ownerId` limits it to the customer's own (else 404). */
  async function withLockedOrder(orderId: string, ownerId: string | null, work: (tx: Database, order: OrderRow) => Promise<OrderRow>): Promise<{ ok: true; order: OrderRow } | Refusal> {
    try {
      const order = await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, orderId);
        if (!locked || (ownerId !== null && locked.userId !== ownerId)) throw new Stop(refuse(404, ORDER_MESSAGES.notFound));
        return work(tx, locked);
      });
      return { ok: true, order };
    } catch (error) {
      if (error instanceof Stop) return error.refusal;
      throw error;
    }
  }

  /** Makes the move and, in the same transaction, the customer's mail about it (a job). */
  async function move(tx: Database, order: OrderRow, change: StatusChange): Promise<OrderRow> {
    const result = await applyStatusChange(tx, order, change);
    if (!result.ok) throw new Stop(result);
    const event = mailEventOf(change.to);
    if (event) await mailer.send(await orderMailFor(tx, event, result.order, change.notes), tx);
    return result.order;
  }

  /** After commit: cached stock of released pieces goes. */
  async function announce(order: OrderRow, status: OrderStatus): Promise<void> {
    if (status === 'cancelled' && deps.productChanged) {
      for (const productId of await findOrderProductIds(db, order.id)) await deps.productChanged(productId);
    }
  }

  /** Moves a paid, cancelled (or returned) order to refunded once the provider has refunded it. */
  async function markOrderRefunded(orderId: string, notes: string, settings: StoreSettingsValues): Promise<Changed> {
    const result = await withLockedOrder(orderId, null, async (tx, order) =>
      order.status === 'refunded' ? order : move(tx, order, { to: 'refunded', actor: 'system', notes, now: now(), returnWindowDays: settings.returnWindowDays }),
    );
    if (!result.ok) return result;
    await announce(result.order, 'refunded');
    return { ...result, message: ORDER_MESSAGES.statusUpdated };
  }

  /** After a paid order was cancelled: the provider refunds it, then the order says refunded. */
  async function refundAfterCancel(order: OrderRow, reason: string, settings: StoreSettingsValues): Promise<Changed> {
    try {
      await refundPaidOrder(order.id, reason);
    } catch (error) {
      log?.error({ err: error, orderId: order.id }, 'refunding a cancelled paid order failed; staff must refund it');
      return { ok: true, order, message: ORDER_MESSAGES.cancelledRefundPending };
    }
    const refunded = await markOrderRefunded(order.id, 'Payment refunded after cancellation', settings);
    return refunded.ok ? { ...refunded, message: ORDER_MESSAGES.cancelled } : refunded;
  }

  async function cancel(orderId: string, ownerId: string | null, actor: Actor, reason: string, settings: StoreSettingsValues): Promise<Changed> {
    const change = { to: 'cancelled', actor, notes: reason, now: now(), returnWindowDays: settings.returnWindowDays } as const;
    const result = await withLockedOrder(orderId, ownerId, (tx, order) => move(tx, order, change));
    if (!result.ok) return result;
    await announce(result.order, 'cancelled');
    if (result.order.paymentStatus === 'paid') return refundAfterCancel(result.order, reason, settings);
    return { ...result, message: ORDER_MESSAGES.cancelled };
  }

  return {
    markOrderRefunded,

    /** The customer's cancel: pending or confirmed only; a paid order is refunded. */
    cancelOrder(userId: string, orderId: string, reason: string, settings: StoreSettingsValues): Promise<Changed> {
      return cancel(orderId, userId, 'customer', reason, settings);
    },

    /**
     * The customer's return: delivered, within the return window; `itemIds` must be the order's
     * own (none: every piece that may go back). An engraved piece may not: naming one, or an
     * order of engraved pieces only, is refused.
     */
    async returnOrder(userId: string, orderId: string, reason: string, itemIds: readonly string[], settings: StoreSettingsValues): Promise<Changed> {
      const result = await withLockedOrder(orderId, userId, async (tx, order) => {
        const items = await findItems(tx, [order.id]);
        const own = new Map(items.map((item) => [item.id, item]));
        if (itemIds.some((id) => !own.has(id))) throw new Stop(refuse(400, ORDER_MESSAGES.unknownItem));
        // Whether the order may go back at all is said first; then which of its pieces may.
        const closed = transitionRefusal(order, { to: 'returned', now: now(), returnWindowDays: settings.returnWindowDays });
        if (closed) throw new Stop(closed);
        const chosen = itemIds.length > 0 ? [...new Set(itemIds)] : items.filter(isReturnableLine).map((item) => item.id);
        if (chosen.length === 0 || chosen.some((id) => !isReturnableLine(own.get(id)!))) throw new Stop(refuse(400, ENGRAVING_MESSAGES.notReturnable));
        return move(tx, order, { to: 'returned', actor: 'customer', notes: reason, now: now(), returnWindowDays: settings.returnWindowDays, returnItemIds: chosen });
      });
      return result.ok ? { ...result, message: ORDER_MESSAGES.returnRequested } : result;
    },

    /** Staff: any move the state machine allows; cancelling gives stock back, refunding pays back. */
    async updateStatus(orderId: string, status: OrderStatus, notes: string, settings: StoreSettingsValues): Promise<Changed> {
      if (status === 'cancelled') {
        const result = await cancel(orderId, null, 'staff', notes, settings);
        return result.ok ? { ...result, message: ORDER_MESSAGES.statusUpdated } : result;
      }
      if (status === 'refunded') {
        const result = await withLockedOrder(orderId, null, async (_tx, order) => {
          const refusal = transitionRefusal(order, { to: status, now: now(), returnWindowDays: settings.returnWindowDays });
          if (refusal) throw new Stop(refusal);
          return order;
        });
        if (!result.ok) return result;
        const note = notes || 'Refunded by staff';
        if (result.order.paymentStatus === 'paid') {
          try {
            await refundPaidOrder(orderId, note);
          } catch (error) {
            log?.error({ err: error, orderId }, 'refund by staff failed');
            return refuse(400, ORDER_MESSAGES.refundFailed);
          }
        }
        return markOrderRefunded(orderId, note, settings);
      }
      const result = await withLockedOrder(orderId, null, (tx, order) => move(tx, order, { to: status, actor: 'staff', notes, now: now(), returnWindowDays: settings.returnWindowDays }));
      if (!result.ok) return result;
      await announce(result.order, status);
      return { ...result, message: ORDER_MESSAGES.statusUpdated };
    },

    /**
     * The payment module's news of a captured payment. Idempotent: a second call (webhook and
     * verify both) changes nothing. A pending order becomes confirmed; an order already
     * cancelled (expired) keeps its status but records the payment, so it can be refunded.
     */
    async markOrderPaid(orderId: string, payment: { provider: string; paymentId: string }, settings: StoreSettingsValues) {
      const at = now();
      let outcome: 'paid' | 'already_paid' | 'paid_after_cancel' = 'already_paid';
      const result = await withLockedOrder(orderId, null, async (tx, order) => {
        if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return order;
        const paid = await updateOrder(tx, order.id, { paymentStatus: 'paid', paidAt: at, paymentProvider: payment.provider, paymentReference: payment.paymentId }, at);
        if (paid.status !== 'pending') {
          outcome = paid.status === 'cancelled' ? 'paid_after_cancel' : 'paid';
          return paid;
        }
        outcome = 'paid';
        return move(tx, paid, { to: 'confirmed', actor: 'system', notes: `Payment received (${payment.provider} ${payment.paymentId})`, now: at, returnWindowDays: settings.returnWindowDays });
      });
      if (!result.ok) return result;
      return { ok: true as const, order: result.order, outcome };
    },

    /** A failed attempt: the order stays pending (the shopper may retry until it expires); never undoes a payment. */
    async markPaymentFailed(orderId: string): Promise<Changed> {
      const result = await withLockedOrder(orderId, null, async (tx, order) =>
        order.paymentStatus === 'pending' ? updateOrder(tx, order.id, { paymentStatus: 'failed' }, now()) : order,
      );
      return result.ok ? { ...result, message: ORDER_MESSAGES.statusUpdated } : result;
    },

    /**
     * Cash on delivery chosen (also as a switch from an unpaid online order): every piece and
     * the PIN code must allow it and the total be within the limit; the order is confirmed and
     * stops expiring. Repeating it answers the same order.
     */
    async confirmCashOnDelivery(
      userId: string,
      orderId: string,
      settings: StoreSettingsValues,
      codRefusalFor: (tx: Database, order: OrderRow, settings: StoreSettingsValues) => Promise<Refusal | null>,
    ): Promise<Changed> {
      const result = await withLockedOrder(orderId, userId, async (tx, order) => {
        if (order.paymentMethod === 'cod' && order.status === 'confirmed') return order;
        if (order.paymentStatus === 'paid' || order.status !== 'pending') throw new Stop(refuse(400, ORDER_MESSAGES.codNotAllowed));
        const refusal = await codRefusalFor(tx, order, settings);
        if (refusal) throw new Stop(refusal);
        const cod = await updateOrder(tx, order.id, { paymentMethod: 'cod', paymentStatus: 'pending', expiresAt: null }, now());
        return move(tx, cod, { to: 'confirmed', actor: 'customer', notes: 'Cash on delivery confirmed', now: now(), returnWindowDays: settings.returnWindowDays });
      });
      return result.ok ? { ...result, message: ORDER_MESSAGES.statusUpdated } : result;
    },
  };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
