import { createHash } from 'node:crypto';
import { codRefusal } from '@aabhushan/shared/rules/cash-on-delivery';
import { getLineTotalPaise } from '@aabhushan/shared/rules/cart-totals';
import { latestDeliveryDays } from '@aabhushan/shared/rules/delivery-days';
import { getPaymentExpiry } from '@aabhushan/shared/rules/order-status';
import { computeOrderTotals, MAX_ORDER_PAISE, type ShippingMethod } from '@aabhushan/shared/rules/order-totals';
import { getGiftWrapCharge, normaliseGiftMessage } from '@aabhushan/shared/rules/gift';
import { ORDER_MESSAGES, type PaymentMethod } from '@aabhushan/shared/schemas/orders';
import type { Database } from '../../db/client';
import type { OrderCouponSnapshot } from '../../db/schema/orders';
import type { DataCipher } from '../../lib/data-cipher';
import { newId } from '../../lib/new-id';
import { isUniqueViolation } from '../../lib/unique-violation';
import { priceLine, type PricedLine } from '../cart/cart-pricing';
import { judgeCoupon } from '../cart/cart-reader';
import { isPhoneConfirmedFor } from '../phone-confirmation/confirmed-phones';
import type { StoreSettingsValues } from '../settings/store-settings';
import { sealOrderAddress } from './order-address-seal';
import { lockCoupon, redeemCoupon } from './order-coupon';
import { MAX_UNPAID_ONLINE_ORDERS, replaceWaitingOrders } from './order-holds';
import { phoneDigest } from '../personal-data/phone-digest';
import { toAddressSnapshot, toProductSnapshot } from './order-snapshots';
import { lockCartLines, writeOrder, type NewOrder } from './order-writes';
import { findIdempotentOrder, lockCartOfCustomer, type OrderRecord } from './orders.repository';
import { refuse, type OrderAddressSource, type OrderRow, type Refusal, type StatusHistoryRow } from './orders.types';
import { orderStatusHistory } from '../../db/schema/orders';
import { reasonValues } from '../../lib/reason-values';
import { creditForOrder, recordCreditTaken } from '../gold-plans/gold-plan-credit';

export interface PlaceOrderInput {
  addressId: string;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  notes?: string;
  /** The Idempotency-Key header: the same key again answers the same order. */
  idempotencyKey?: string;
  /** The customer's matured (or closed-early) gold plan enrolment whose credit pays all or part of the order. */
  goldPlanId?: string;
  /** The order is a gift: wrapped or not, and the card's message (judged by rules/gift.ts). */
  gift?: { wrap: boolean; message?: string | null };
}

/**
 * The order placed now (`created`, with the lines and history it wrote), or the one an earlier
 * request with the same key placed.
 */
export type Placement = { ok: true; created: true; record: Required<OrderRecord>; replaced: OrderRow[] } | { ok: true; created: false; order: OrderRow } | Refusal;

/** Latest delivery day per method when the settings' delivery time names no number of days. */
const FALLBACK_DELIVERY_DAYS: Record<ShippingMethod, number> = { standard: 7, express: 3, overnight: 1 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Thrown inside the transaction so a refusal or a replay writes nothing. */
class Stop extends Error {
  constructor(readonly outcome: Placement) {
    super('stop');
  }
}

/** What a retry must repeat to count as the same request under its key. */
export function hashPlacement(input: PlaceOrderInput): string {
  const { addressId, shippingMethod, paymentMethod, notes = '', goldPlanId, gift } = input;
  const fields: unknown[] = goldPlanId ? [addressId, shippingMethod, paymentMethod, notes, goldPlanId] : [addressId, shippingMethod, paymentMethod, notes];
  // Added only for a gift, so the keys of orders placed before gifts existed still match.
  if (gift) fields.push({ gift: [gift.wrap, gift.message?.trim() ?? ''] });
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Made once: building an Intl formatter costs more than the order's own arithmetic. */
const INDIAN_YEAR = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The year of AB-{year}-{6 digits}: India's (an order placed at 00:30 IST on 1 January is the new year's). */
export function orderYear(at: Date): string {
  return INDIAN_YEAR.format(at);
}

function replay(existing: OrderRow, requestHash: string): Placement {
  if (existing.requestHash !== requestHash) return refuse(409, ORDER_MESSAGES.idempotencyConflict);
  return { ok: true as const, created: false as const, order: existing };
}

/**
 * Cash on delivery for an order (placed, or switched to it later): every piece allows it, the
 * PIN code's courier takes it, the total within the limit (the shared rule, cash-on-delivery.ts).
 */
export function orderCodRefusal(
  pieces: readonly { codAvailable: boolean }[],
  address: { codAvailable?: boolean },
  grandTotalPaise: number,
  codLimitPaise: number,
): Refusal | null {
  const reason = codRefusal({ itemsAllowCod: pieces.every((piece) => piece.codAvailable), pinAllowsCod: address.codAvailable !== false, totalPaise: grandTotalPaise, codLimitPaise });
  return reason ? refuse(400, ORDER_MESSAGES.codNotAllowed) : null;
}

/**
 * Turns the customer's cart into an order in one transaction (docs/decisions.md): the cart
 * row is locked (one placement per customer at a time); online orders need a verified e-mail;
 * the customer's waiting orders for any of the same pieces are replaced (order-holds.ts) and
 * online ones are limited to two; then the stock rows are locked in a fixed order, then the
 * coupon; lines, coupon, GST and shipping are priced again from the database; cash on delivery
 * above the store's set value needs a confirmed delivery phone; stock is taken, the coupon use
 * counted, the cart emptied. Any refusal rolls everything back.
 * A retried request (the same Idempotency-Key) is answered its first order: the unique index
 * on (customer, key) refuses a second one, and a refusal (the first attempt emptied the cart)
 * looks for the first order before it is answered. The key costs no read when it is new.
 */
export async function placeOrderInTransaction(
  db: Database,
  cipher: DataCipher,
  userId: string,
  input: PlaceOrderInput,
  address: OrderAddressSource,
  now: Date,
  settings: StoreSettingsValues,
  /** What else the placement writes in its transaction: the customer's mail (a job). */
  alsoInTransaction?: (tx: Database, order: OrderRow) => Promise<void>,
): Promise<Placement> {
  const requestHash = hashPlacement(input);
  const key = input.idempotencyKey;
  const card = normaliseGiftMessage(input.gift?.message);
  if (!card.ok) return refuse(400, card.message);
  const wrap = getGiftWrapCharge(input.gift?.wrap ?? false, settings.giftWrapPaise, settings.gstRatePercent);
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockCartOfCustomer(tx, userId);
      if (!locked) throw new Stop(refuse(400, ORDER_MESSAGES.emptyCart));
      const { cart, customer } = locked;
      const online = input.paymentMethod !== 'cod';
      // Online payment needs a verified e-mail; an order a gold plan pays in full takes none (judged below, once the credit is known).
      if (online && !customer.emailVerified && !input.goldPlanId) throw new Stop(refuse(403, ORDER_MESSAGES.verifyEmailFirst));
      // Before the cart's stock rows are locked: replacing an order locks its rows and the cart's together.
      const waiting = await replaceWaitingOrders(tx, userId, cart.id, now, settings.returnWindowDays);
      if (online && waiting.unpaidOnline >= MAX_UNPAID_ONLINE_ORDERS) throw new Stop(refuse(409, ORDER_MESSAGES.unpaidOrderWaiting));
      // The lines are read under their stock rows' locks: they carry the stock this order may take.
      const { lines: records, facts } = await lockCartLines(tx, cart.id);
      if (records.length === 0) throw new Stop(refuse(400, ORDER_MESSAGES.emptyCart));
      const lines = records.map(priceLine);
      const unavailable = lines.find((line) => !line.availability.isAvailable);
      if (unavailable) {
        const reason = unavailable.availability.reason ?? ORDER_MESSAGES.createFailed;
        throw new Stop(refuse(400, ORDER_MESSAGES.unavailableLine(unavailable.record.product.name.en, reason, reasonValues(reason)[1])));
      }
      const coupon = await applyCoupon(tx, userId, cart.couponId, lines, now);
      if ('ok' in coupon) throw new Stop(coupon);
      const totals = computeOrderTotals({
        lines: lines.map((line) => ({ unitPricePaise: line.unitPricePaise, quantity: line.record.line.quantity, isAvailable: true })),
        couponDiscountPaise: coupon.snapshot?.discountPaise ?? 0,
        couponFreeShipping: coupon.snapshot?.freeShipping ?? false,
        shippingMethod: input.shippingMethod,
        settings,
        giftWrapPaise: wrap.chargePaise,
      });
      if (Math.max(totals.subtotalPaise, totals.grandTotalPaise) > MAX_ORDER_PAISE) throw new Stop(refuse(400, ORDER_MESSAGES.tooLarge));
      const snapshots = lines.map((line) => toProductSnapshot(line, facts.get(line.record.product.id)));
      const shippingAddress = toAddressSnapshot(address, input.addressId, customer.name);
      // A gold plan's credit is a payment: GST and the totals stay on the full value; the rest is paid as chosen.
      const credit = input.goldPlanId ? await creditForOrder(tx, userId, input.goldPlanId, totals.grandTotalPaise, now) : { ok: true as const, creditPaise: 0 };
      if (!credit.ok) throw new Stop(refuse(credit.status, credit.message));
      const duePaise = totals.grandTotalPaise - credit.creditPaise;
      const paidByPlan = input.goldPlanId !== undefined && duePaise === 0;
      if (online && !paidByPlan && !customer.emailVerified) throw new Stop(refuse(403, ORDER_MESSAGES.verifyEmailFirst));
      if (!online && !paidByPlan) {
        // Cash on delivery collects only what the plan does not pay: its limit and the phone check apply to that.
        const refusal = orderCodRefusal(snapshots, shippingAddress, duePaise, settings.codLimitPaise);
        if (refusal) throw new Stop(refusal);
        const phoneConfirmed = await isPhoneConfirmedFor(tx, cipher, userId, address.contact_number, duePaise, settings.codConfirmAbovePaise);
        if (!phoneConfirmed) throw new Stop(refuse(403, ORDER_MESSAGES.confirmPhoneFirst));
      }
      const orderId = newId();
      // Every column, so the row answered is the row written (the type asks for each one).
      const order: NewOrder = {
        id: orderId,
        userId,
        // Paid in full by the plan: confirmed now, nothing to pay online or at the door.
        status: paidByPlan ? 'confirmed' : 'pending',
        paymentMethod: input.paymentMethod,
        paymentStatus: paidByPlan ? 'paid' : 'pending',
        paymentProvider: paidByPlan ? 'gold_plan' : null,
        paymentReference: paidByPlan ? input.goldPlanId! : null,
        shippingMethod: input.shippingMethod,
        itemCount: totals.itemCount,
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        taxPaise: totals.taxPaise,
        shippingPaise: totals.shippingPaise,
        grandTotalPaise: totals.grandTotalPaise,
        goldPlanEnrolmentId: credit.creditPaise > 0 ? input.goldPlanId! : null,
        goldPlanCreditPaise: credit.creditPaise,
        isGift: input.gift !== undefined,
        giftWrap: input.gift?.wrap ?? false,
        giftMessage: card.message,
        giftWrapPaise: totals.giftWrapPaise,
        couponId: coupon.snapshot ? cart.couponId : null,
        coupon: coupon.snapshot,
        shippingAddress: sealOrderAddress(cipher, orderId, shippingAddress),
        customerName: customer.name,
        contactEmail: customer.email.toLowerCase(),
        contactPhoneDigest: phoneDigest(cipher, address.contact_number),
        notes: input.notes ?? '',
        idempotencyKey: key ?? null,
        requestHash,
        // The latest day of the delivery time the store settings give this method ('5-7 days': 7).
        estimatedDelivery: new Date(now.getTime() + latestDeliveryDays(settings[input.shippingMethod].estimate, FALLBACK_DELIVERY_DAYS[input.shippingMethod]) * DAY_MS),
        // Online or cash on delivery, the order holds its pieces only until its payment or COD confirmation is due.
        expiresAt: paidByPlan ? null : getPaymentExpiry(now, settings.paymentHoldMinutes),
        paidAt: paidByPlan ? now : null,
        deliveredAt: null,
        cancelledAt: null,
        cancelReason: null,
        returnReason: null,
        returnItemIds: null,
        createdAt: now,
        updatedAt: now,
      };
      const record = await writeOrder(
        tx,
        order,
        `AB-${orderYear(now)}-`,
        cart.id,
        lines.map((line, position) => ({
          productId: line.record.product.id,
          variantId: line.record.variant?.id ?? null,
          quantity: line.record.line.quantity,
          unitPricePaise: line.unitPricePaise,
          mrpPaise: line.mrpPaise,
          lineTotalPaise: getLineTotalPaise({ unitPricePaise: line.unitPricePaise, quantity: line.record.line.quantity }),
          snapshot: snapshots[position]!,
          variantName: line.record.variant?.variantName ?? null,
          variantAttributes: line.record.variant?.attributes.map(({ name, value }) => ({ name, value })) ?? [],
          engraving: line.record.line.engraving,
        })),
      );
      if (coupon.snapshot && cart.couponId) {
        await redeemCoupon(tx, { couponId: cart.couponId, userId, orderId, discountPaise: coupon.snapshot.discountPaise, at: now });
      }
      if (credit.creditPaise > 0) {
        await recordCreditTaken(tx, input.goldPlanId!, orderId, credit.creditPaise, now);
        if (paidByPlan) record.history.push(await recordPaidByPlan(tx, orderId, now));
      }
      await alsoInTransaction?.(tx, record.order);
      return { ok: true as const, created: true as const, record, replaced: waiting.replaced };
    });
  } catch (error) {
    const firstAttempt = key && (error instanceof Stop || isUniqueViolation(error)) ? await findIdempotentOrder(db, userId, key) : undefined;
    if (firstAttempt) return replay(firstAttempt, requestHash);
    if (error instanceof Stop) return error.outcome;
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
  if (!verdict.ok) return refuse(400, ORDER_MESSAGES.couponRefused(coupon.code, ...reasonValues(verdict.message)));
  return { snapshot: { code: coupon.code, type: coupon.type, title: coupon.title.en, discountPaise: verdict.discountPaise, freeShipping: verdict.freeShipping } };
}

/** The history line of an order the plan paid in full (a millisecond after "Order placed", so it reads second). */
async function recordPaidByPlan(tx: Database, orderId: string, now: Date): Promise<StatusHistoryRow> {
  const row: StatusHistoryRow = { id: newId(), orderId, status: 'confirmed', changedBy: 'system', notes: 'Paid from gold plan', createdAt: new Date(now.getTime() + 1) };
  await tx.insert(orderStatusHistory).values(row);
  return row;
}
