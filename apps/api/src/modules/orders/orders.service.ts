import { getRewardPoints, type OrderStatus } from '@aabhushan/shared/rules/order-status';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import { ORDER_MESSAGES, type Order, type OrderStats, type OrderTracking, type StatusHistoryEntry } from '@aabhushan/shared/schemas/orders';
import type { Database } from '../../db/client';
import { isPhoneConfirmedFor } from '../phone-confirmation/confirmed-phones';
import type { StoreSettingsValues } from '../settings/store-settings';
import { orderMailFor } from './order-mails';
import { expireOrder } from './order-expiry';
import { toOrderJson, toStatusHistoryJson, toTrackingJson } from './order.mapper';
import { createOrderLifecycle } from './order-lifecycle';
import { orderCodRefusal, placeOrderInTransaction, type PlaceOrderInput } from './order-placement';
import { isPhoneDigestOf } from '../personal-data/phone-digest';
import { openOrderAddress } from './order-address-seal';
import {
  findHistory,
  findItems,
  findOrder,
  findOrderByNumber,
  findOrderPage,
  findOwnOrder,
  findOwnOrderByNumber,
  readOrderRecord,
  sumOrderStats,
} from './orders.repository';
import { refuse, type OrderRow, type OrdersDeps, type Refusal } from './orders.types';

export type { PlaceOrderInput };
export type Placed = { ok: true; created: boolean; order: Order } | Refusal;

/**
 * Orders (issue 9): placing one from the cart, reading them, their life after that, and the
 * calls the payments module makes. Routes stay thin; every rule lives here or in `shared`.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, cipher } = deps;
  const now = deps.now ?? (() => new Date());
  const lifecycle = createOrderLifecycle(deps);

  async function toJson(order: OrderRow, settings: StoreSettingsValues): Promise<Order> {
    return toOrderJson(await readOrderRecord(db, order), cipher, now(), settings);
  }

  return {
    ...lifecycle,

    /** The customer's own order row (payments reads amounts in paise from it), or null. */
    async getOwnedOrder(userId: string, orderId: string): Promise<OrderRow | null> {
      return (await findOwnOrder(db, userId, orderId)) ?? null;
    },

    /**
     * Cancels the order if its hold has ended unpaid (the payment check found no payment);
     * answers whether it did. The customer's mail is a job of the cancel's transaction.
     */
    expireOrder(orderId: string): Promise<boolean> {
      return expireOrder(deps, orderId, now());
    },

    /** Any order's row by id (webhooks know no customer), or null. */
    async getOrderRow(orderId: string): Promise<OrderRow | null> {
      return (await findOrder(db, orderId)) ?? null;
    },

    /** The order as the API answers it, for other modules (invoice, payments). */
    toJson,

    /**
     * POST /api/orders: the address is read first (the address book decrypts it), then the cart
     * becomes the order in one transaction. A replay of the same Idempotency-Key answers the
     * first order (`created` false).
     */
    async placeOrder(userId: string, input: PlaceOrderInput, settings: StoreSettingsValues): Promise<Placed> {
      const address = await deps.getOwnedAddress(userId, input.addressId);
      if (!address) return refuse(404, ORDER_MESSAGES.addressNotFound);
      // The customer's mail is a job of the placement's own transaction: no order without it, no mail without an order.
      const placed = await placeOrderInTransaction(db, cipher, userId, input, address, now(), settings, async (tx, order) => deps.mailer.send(await orderMailFor(tx, 'placed', order), tx));
      if (!placed.ok) return placed;
      // A replay reads the first order back; a new order is answered from what was just written.
      const record = placed.created ? placed.record : await readOrderRecord(db, placed.order);
      if (placed.created) {
        // After the commit: cached stock of the pieces goes (the replaced orders' too: they gave
        // theirs back). The snapshot names each piece's slug: the cache is cleared without reading it again.
        const slugs = new Map(record.items.map((item) => [item.productId, item.productSnapshot.slug]));
        const released = (await findItems(db, placed.replaced.map((order) => order.id))).filter((item) => !slugs.has(item.productId));
        for (const item of released) slugs.set(item.productId, item.productSnapshot.slug);
        if (deps.productChanged) await Promise.all([...slugs].map(([id, slug]) => deps.productChanged!(id, slug)));
      }
      return { ok: true, created: placed.created, order: toOrderJson(record, cipher, now(), settings) };
    },

    async listOrders(userId: string, query: { page: number; limit: number; status?: OrderStatus }, settings: StoreSettingsValues) {
      const { page, limit } = query;
      const { records, total } = await findOrderPage(db, userId, page, limit, query.status);
      const at = now();
      return { orders: records.map((record) => toOrderJson(record, cipher, at, settings)), pagination: buildPagination(page, limit, total) };
    },

    async getOrder(userId: string, orderId: string, settings: StoreSettingsValues): Promise<Order | null> {
      const order = await findOwnOrder(db, userId, orderId);
      return order ? toJson(order, settings) : null;
    },

    async getOrderByNumber(userId: string, orderNumber: string, settings: StoreSettingsValues): Promise<Order | null> {
      const order = await findOwnOrderByNumber(db, userId, orderNumber.trim().toUpperCase());
      return order ? toJson(order, settings) : null;
    },

    async getStatusHistory(userId: string, orderId: string): Promise<StatusHistoryEntry[] | null> {
      const order = await findOwnOrder(db, userId, orderId);
      return order ? (await findHistory(db, order.id)).map(toStatusHistoryJson) : null;
    },

    async trackOwnOrder(userId: string, orderId: string): Promise<OrderTracking | null> {
      const order = await findOwnOrder(db, userId, orderId);
      return order ? toTrackingJson(order, await findHistory(db, order.id), cipher) : null;
    },

    /**
     * Guest tracking: the order number and the account e-mail or the delivery phone used for it.
     * Any mismatch answers exactly like an unknown number (no enumeration of numbers).
     */
    async trackAsGuest(orderNumber: string, contact: string): Promise<OrderTracking | null> {
      const order = await findOrderByNumber(db, orderNumber);
      if (!order) return null;
      const matches = contact.includes('@')
        ? contact.trim().toLowerCase() === order.contactEmail
        : isPhoneDigestOf(cipher, order.contactPhoneDigest, contact);
      return matches ? toTrackingJson(order, await findHistory(db, order.id), cipher) : null;
    },

    async getStats(userId: string): Promise<OrderStats> {
      const sums = await sumOrderStats(db, userId);
      return {
        totalOrders: sums.total,
        totalSpent: paiseToRupees(sums.spentPaise),
        pendingOrders: sums.open,
        completedOrders: sums.delivered,
        rewardPoints: getRewardPoints(sums.deliveredPaise),
      };
    },

    /** Payments' COD call: the customer's unpaid order confirmed for cash on delivery (see the lifecycle). */
    confirmCashOnDelivery(userId: string, orderId: string, settings: StoreSettingsValues) {
      return lifecycle.confirmCashOnDelivery(userId, orderId, settings, codRefusalFor);
    },
  };

  /**
   * Why cash on delivery cannot take this order, or null: every piece must allow it, the PIN
   * code's courier take it and the total be within the limit; above the store's set value the
   * delivery phone must be confirmed.
   */
  async function codRefusalFor(tx: Database, order: OrderRow, settings: StoreSettingsValues): Promise<Refusal | null> {
    const items = await findItems(tx, [order.id]);
    const refusal = orderCodRefusal(items.map((item) => item.productSnapshot), order.shippingAddress, order.grandTotalPaise - order.goldPlanCreditPaise, settings.codLimitPaise);
    if (refusal) return refusal;
    const phone = openOrderAddress(cipher, order.id, order.shippingAddress).contactNumber;
    const confirmed = await isPhoneConfirmedFor(tx, cipher, order.userId, phone, order.grandTotalPaise - order.goldPlanCreditPaise, settings.codConfirmAbovePaise);
    return confirmed ? null : refuse(403, ORDER_MESSAGES.confirmPhoneFirst);
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>;
