import type { Database } from '../../db/client';
import { findItems } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import type { OrderRow } from '../orders/orders.types';
import type { OrdersPort, PayableOrder } from './orders-port';

/** The orders module as payments sees it (orders-port.ts). */
export function createOrdersAdapter(db: Database, orders: OrdersService): OrdersPort {
  async function toPayable(row: OrderRow | null): Promise<PayableOrder | null> {
    if (!row) return null;
    const items = await findItems(db, [row.id]);
    return {
      id: row.id,
      userId: row.userId,
      orderNumber: row.orderNumber,
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      amountDuePaise: row.grandTotalPaise - row.goldPlanCreditPaise,
      expiresAt: row.expiresAt,
      itemsAllowCod: items.every((item) => item.productSnapshot.codAvailable),
      pinAllowsCod: row.shippingAddress.codAvailable !== false,
    };
  }

  return {
    findOwnedOrder: async (userId, orderId) => toPayable(await orders.getOwnedOrder(userId, orderId)),
    findOrder: async (orderId) => toPayable(await orders.getOrderRow(orderId)),
    orderAnswer: (userId, orderId, settings) => orders.getOrder(userId, orderId, settings),
    async markOrderPaid(orderId, payment, settings) {
      const result = await orders.markOrderPaid(orderId, payment, settings);
      if (!result.ok) return 'cancelled';
      // Widened: the lifecycle's `outcome` is assigned inside its callback, which TypeScript narrows away.
      const outcome = result.outcome as 'paid' | 'already_paid' | 'paid_after_cancel';
      if (outcome === 'paid_after_cancel') return 'cancelled';
      if (outcome === 'paid') return 'paid';
      // Paid before: by this payment (a repeat) or by another attempt (this one goes back).
      return result.order.paymentReference === payment.paymentId ? 'paid' : 'duplicate';
    },
    async markOrderRefunded(orderId, notes, settings) {
      await orders.markOrderRefunded(orderId, notes, settings);
    },
    expireOrder: (orderId) => orders.expireOrder(orderId),
    async markPaymentFailed(orderId) {
      await orders.markPaymentFailed(orderId);
    },
    confirmCashOnDelivery: async (userId, orderId, settings) => {
      const result = await orders.confirmCashOnDelivery(userId, orderId, settings);
      return result.ok ? { ok: true } : { ok: false, status: result.status, message: result.message };
    },
  };
}
