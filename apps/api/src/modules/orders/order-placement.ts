import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getLineTotalPaise } from '@aabhushan/shared/rules/cart-totals';
import { getPaymentExpiry } from '@aabhushan/shared/rules/order-status';
import { computeOrderTotals, MAX_ORDER_PAISE, type ShippingMethod } from '@aabhushan/shared/rules/order-totals';
import { ORDER_MESSAGES, type PaymentMethod } from '@aabhushan/shared/schemas/orders';
import type { Database } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema/index';
import type { OrderCouponSnapshot } from '../../db/schema/orders';
import { newId } from '../../lib/new-id';
import { isUniqueViolation } from '../../lib/unique-violation';
import { deleteAllLines, findCartLines, lockCart, touchCart } from '../cart/cart.repository';
import { priceLine, type PricedLine } from '../cart/cart-pricing';
import { judgeCoupon } from '../cart/cart-reader';
import { STORE_SETTINGS } from '../settings/store-settings';
import { lockCoupon, redeemCoupon } from './order-coupon';
import { findProductFacts, phoneDigest, toAddressSnapshot, toProductSnapshot } from './order-snapshots';
import { findCartStockKeys, lockStockRows, takeStock } from './order-stock';
import { findIdempotentOrder, nextOrderSequence, recordStatus } from './orders.repository';
import { refuse, type OrderAddressSource, type OrderRow, type Refusal } from './orders.types';

export interface PlaceOrderInput {
  addressId: string;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  notes?: string;
  /** The Idempotency-Key header: the same key again answers the same order. */
  idempotencyKey?: string;
}

/** The order placed now (`created`), or the one an earlier request with the same key placed. */
export type Placement = { ok: true; created: boolean; order: OrderRow } | Refusal;

/** Latest delivery day per method (the upper end of the store settings' estimates). */
const DELIVERY_DAYS: Record<ShippingMethod, number> = { standard: 7, express: 3, overnight: 1 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Thrown inside the transaction so a refusal or a replay writes nothing. */
class Stop extends Error {
  constructor(readonly outcome: Placement) {
    super('stop');
  }
}

/** What a retry must repeat to count as the same request under its key. */
export function hashPlacement(input: PlaceOrderInput): string {
  const { addressId, shippingMethod, paymentMethod, notes = '' } = input;
  return createHash('sha256').update(JSON.stringify([addressId, shippingMethod, paymentMethod, notes])).digest('hex');
}

/** AB-{year}-{6 digits}; the year is India's (an order placed at 00:30 IST on 1 January is the new year's). */
export function formatOrderNumber(sequence: number, at: Date): string {
  const year = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);
  return `AB-${year}-${String(sequence).padStart(6, '0')}`;
}

function replay(existing: OrderRow, requestHash: string): Placement {
  if (existing.requestHash !== requestHash) return refuse(409, ORDER_MESSAGES.idempotencyConflict);
  return { ok: true, created: false, order: existing };
}

/** Cash on delivery: every piece allows it, the PIN code's courier takes it, the total within the limit. */
function codRefusal(lines: readonly { codAvailable: boolean }[], address: OrderAddressSource, grandTotalPaise: number): Refusal | null {
  const allowed = lines.every((line) => line.codAvailable) && address.codAvailable !== false && grandTotalPaise <= STORE_SETTINGS.codLimitPaise;
  return allowed ? null : refuse(400, ORDER_MESSAGES.codNotAllowed);
}

/**
 * Turns the customer's cart into an order in one transaction (DECISIONS section 6): the cart
 * row is locked (one placement per customer at a time), then the stock rows in a fixed order,
 * then the coupon; lines, coupon, GST and shipping are priced again from the database; stock
 * is taken, the coupon use counted, the cart emptied. Any refusal rolls everything back.
 */
export async function placeOrderInTransaction(db: Database, userId: string, input: PlaceOrderInput, address: OrderAddressSource, now: Date): Promise<Placement> {
  const requestHash = hashPlacement(input);
  const key = input.idempotencyKey;
  try {
    return await db.transaction(async (tx) => {
      const cart = await lockCart(tx, userId, newId());
      // Under the cart lock: a retry racing its first attempt waits, then finds its order here.
      if (key) {
        const existing = await findIdempotentOrder(tx, userId, key);
        if (existing) throw new Stop(replay(existing, requestHash));
      }
      const keys = await findCartStockKeys(tx, cart.id);
      if (keys.length === 0) throw new Stop(refuse(400, ORDER_MESSAGES.emptyCart));
      await lockStockRows(tx, keys);
      // Read after the locks: the stock seen here is the stock this order may take.
      const lines = (await findCartLines(tx, cart.id)).map(priceLine);
      const unavailable = lines.find((line) => !line.availability.isAvailable);
      if (unavailable) {
        throw new Stop(refuse(400, ORDER_MESSAGES.unavailableLine(unavailable.record.product.name.en, unavailable.availability.reason ?? ORDER_MESSAGES.createFailed)));
      }
      const coupon = await applyCoupon(tx, userId, cart.couponId, lines, now);
      if ('ok' in coupon) throw new Stop(coupon);
      const totals = computeOrderTotals({
        lines: lines.map((line) => ({ unitPricePaise: line.unitPricePaise, quantity: line.record.line.quantity, isAvailable: true })),
        couponDiscountPaise: coupon.snapshot?.discountPaise ?? 0,
        couponFreeShipping: coupon.snapshot?.freeShipping ?? false,
        shippingMethod: input.shippingMethod,
        settings: STORE_SETTINGS,
      });
      if (Math.max(totals.subtotalPaise, totals.grandTotalPaise) > MAX_ORDER_PAISE) throw new Stop(refuse(400, ORDER_MESSAGES.tooLarge));
      const facts = await findProductFacts(tx, lines.map((line) => line.record.product.id));
      const snapshots = lines.map((line) => toProductSnapshot(line, facts.get(line.record.product.id)));
      if (input.paymentMethod === 'cod') {
        const refusal = codRefusal(snapshots, address, totals.grandTotalPaise);
        if (refusal) throw new Stop(refusal);
      }
      const [customer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      if (!customer) throw new Stop(refuse(404, ORDER_MESSAGES.createFailed));
      const orderId = newId();
      const [order] = await tx
        .insert(orders)
        .values({
          id: orderId,
          orderNumber: formatOrderNumber(await nextOrderSequence(tx), now),
          userId,
          paymentMethod: input.paymentMethod,
          shippingMethod: input.shippingMethod,
          itemCount: totals.itemCount,
          subtotalPaise: totals.subtotalPaise,
          discountPaise: totals.discountPaise,
          taxPaise: totals.taxPaise,
          shippingPaise: totals.shippingPaise,
          grandTotalPaise: totals.grandTotalPaise,
          couponId: coupon.snapshot ? cart.couponId : null,
          coupon: coupon.snapshot,
          shippingAddress: toAddressSnapshot(address, input.addressId, customer.name),
          customerName: customer.name,
          contactEmail: customer.email.toLowerCase(),
          contactPhoneDigest: phoneDigest(address.contact_number),
          notes: input.notes ?? '',
          idempotencyKey: key ?? null,
          requestHash,
          estimatedDelivery: new Date(now.getTime() + DELIVERY_DAYS[input.shippingMethod] * DAY_MS),
          expiresAt: input.paymentMethod === 'cod' ? null : getPaymentExpiry(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(orderItems).values(
        lines.map((line, position) => ({
          id: newId(),
          orderId,
          position,
          productId: line.record.product.id,
          variantId: line.record.variant?.id ?? null,
          quantity: line.record.line.quantity,
          unitPricePaise: line.unitPricePaise,
          mrpPaise: line.mrpPaise,
          lineTotalPaise: getLineTotalPaise({ unitPricePaise: line.unitPricePaise, quantity: line.record.line.quantity }),
          productSnapshot: snapshots[position]!,
          variantName: line.record.variant?.variantName ?? null,
          variantAttributes: line.record.variant?.attributes.map(({ name, value }) => ({ name, value })) ?? [],
        })),
      );
      for (const line of lines) {
        await takeStock(tx, { productId: line.record.product.id, variantId: line.record.variant?.id ?? null, quantity: line.record.line.quantity });
      }
      if (coupon.snapshot && cart.couponId) {
        await redeemCoupon(tx, { couponId: cart.couponId, userId, orderId, discountPaise: coupon.snapshot.discountPaise, at: now });
      }
      await recordStatus(tx, orderId, 'pending', 'customer', 'Order placed', now);
      await deleteAllLines(tx, cart.id);
      await touchCart(tx, cart.id, null);
      return { ok: true as const, created: true, order: order! };
    });
  } catch (error) {
    if (error instanceof Stop) return error.outcome;
    // The unique index on (user, key) is the backstop: the order is there, answer it.
    if (key && isUniqueViolation(error)) {
      const existing = await findIdempotentOrder(db, userId, key);
      if (existing) return replay(existing, requestHash);
    }
    throw error;
  }
}

/**
 * The cart's coupon judged again under its row lock (usage limit and the customer's own
 * limit with the counts as they are now): its snapshot, none, or the refusal saying why.
 */
async function applyCoupon(db: Database, userId: string, couponId: string | null, lines: readonly PricedLine[], now: Date): Promise<{ snapshot: OrderCouponSnapshot | null } | Refusal> {
  if (!couponId) return { snapshot: null };
  const coupon = await lockCoupon(db, couponId);
  if (!coupon) return { snapshot: null };
  const verdict = await judgeCoupon(db, userId, coupon, lines, now);
  // The cart drops such a coupon with a notice on its next read; the shopper then sees the new total.
  if (!verdict.ok) return refuse(400, `${coupon.code}: ${verdict.message}`);
  return { snapshot: { code: coupon.code, type: coupon.type, title: coupon.title, discountPaise: verdict.discountPaise, freeShipping: verdict.freeShipping } };
}
