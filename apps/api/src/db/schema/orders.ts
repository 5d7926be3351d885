import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { coupons } from './cart';
import type { LocalizedText } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The address an order ships to, as stored (city, district and state from its PIN): what
 * mails, COD checks and the invoice's place of supply need stays in the clear; the recipient's
 * name, street, PIN, phone and instruction are one sealed string. Read it through
 * modules/orders/order-address-seal.ts.
 */
export interface OrderAddressSnapshot {
  addressId: string;
  title: string;
  addressType: string;
  city: string;
  district: string;
  state: string;
  stateCode: string | null;
  coordinates: [number, number] | null;
  /** Whether the PIN code's courier takes cash on delivery (a later switch to COD checks it). */
  codAvailable: boolean;
  /** The personal fields, sealed with the DATA_KEY cipher for this order's row and column. */
  sealed: string;
}

/** The coupon an order redeemed, as it was then. */
export interface OrderCouponSnapshot {
  code: string;
  type: 'percentage' | 'fixed' | 'free_shipping';
  /** Its English title: the order is the store's record, in English as its invoice (GST) is, as the pieces' names are. */
  title: string;
  discountPaise: number;
  freeShipping: boolean;
}

/** The piece as it was sold: what the invoice and My Orders show even after the catalogue changes. */
export interface OrderProductSnapshot {
  /** English: staff, the invoice and the dashboard read it. */
  name: string;
  /** The name in each language when it was sold; orders placed before it was kept have none. */
  localizedName?: LocalizedText;
  slug: string;
  image: string;
  sku: string;
  metal: string;
  purity: string | null;
  netWeightMg: number | null;
  huid: string | null;
  categoryId: string;
  codAvailable: boolean;
}

/** Order numbers AB-{year}-{6 digits}: one counter for the store, safe under concurrency. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

/**
 * Orders (docs/decisions.md). Money in paise. `idempotency_key` is unique per customer: a
 * retried submit finds its order instead of placing a second one; `request_hash` tells a retry
 * from a different request under the same key. `expires_at` is set for unpaid online orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    shippingMethod: text('shipping_method').notNull(),
    itemCount: integer('item_count').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    grandTotalPaise: integer('grand_total_paise').notNull(),
    /** Paid from a matured (or closed-early) gold plan when placed: a payment, not a discount (GST is on the full value). */
    goldPlanEnrolmentId: text('gold_plan_enrolment_id'),
    goldPlanCreditPaise: integer('gold_plan_credit_paise').notNull().default(0),
    /** A gift: wrapped or not (the wrap's charge, GST included, is in the grand total) and the card's message. */
    isGift: boolean('is_gift').notNull().default(false),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    giftMessage: text('gift_message'),
    giftWrapPaise: integer('gift_wrap_paise').notNull().default(0),
    couponId: text('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    coupon: jsonb('coupon').$type<OrderCouponSnapshot>(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>().notNull(),
    /** The account's name and lower-cased e-mail when placed (the invoice's buyer; tracking matches the e-mail). */
    customerName: text('customer_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The delivery phone's keyed digest (order-snapshots.ts phoneDigest): tracking matches it without a plain copy. */
    contactPhoneDigest: text('contact_phone_digest').notNull(),
    notes: text('notes').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    estimatedDelivery: at('estimated_delivery').notNull(),
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    returnReason: text('return_reason'),
    returnItemIds: text('return_item_ids').array(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.orderNumber),
    uniqueIndex('orders_user_idempotency_key').on(table.userId, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The expiry job's scan: unpaid online orders by deadline.
    index('orders_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'pending' and ${table.expiresAt} is not null`),
    check('orders_status_valid', sql`${table.status} in ('pending','confirmed','processing','shipped','out_for_delivery','delivered','cancelled','refunded','returned')`),
    check('orders_payment_status_valid', sql`${table.paymentStatus} in ('pending','paid','failed','refunded')`),
    check('orders_payment_method_valid', sql`${table.paymentMethod} in ('card','upi','netbanking','wallet','emi','cod')`),
    check('orders_shipping_method_valid', sql`${table.shippingMethod} in ('standard','express','overnight')`),
    check('orders_gold_plan_credit_valid', sql`${table.goldPlanCreditPaise} >= 0 and ${table.goldPlanCreditPaise} <= ${table.grandTotalPaise} and (${table.goldPlanCreditPaise} = 0 or ${table.goldPlanEnrolmentId} is not null)`),
    check('orders_totals_valid', sql`${table.grandTotalPaise} = ${table.subtotalPaise} - ${table.discountPaise} + ${table.shippingPaise} + ${table.giftWrapPaise} and ${table.grandTotalPaise} >= 0`),
    check('orders_gift_valid', sql`${table.giftWrapPaise} >= 0 and (${table.isGift} or (${table.giftWrapPaise} = 0 and not ${table.giftWrap} and ${table.giftMessage} is null))`),
  ],
);

/** One line of an order: quantity and prices as sold, with the piece's snapshot. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // No foreign keys: an order outlives the catalogue rows it names.
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    productSnapshot: jsonb('product_snapshot').$type<OrderProductSnapshot>().notNull(),
    variantName: text('variant_name'),
    variantAttributes: jsonb('variant_attributes').$type<Array<{ name: string; value: string }>>().notNull().default([]),
    /** What was engraved on the piece; null: not engraved (an engraved piece is not returnable). */
    engraving: text('engraving'),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.position),
    index('order_items_product_idx').on(table.productId),
    check('order_items_quantity_valid', sql`${table.quantity} > 0`),
  ],
);

/** Every status an order took, in order, with who moved it and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    notes: text('notes').notNull().default(''),
    /** 'customer' | 'staff' | 'system' */
    changedBy: text('changed_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);
