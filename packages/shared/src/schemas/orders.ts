import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../rules/order-status';
import { SHIPPING_METHODS } from '../rules/order-totals';
import { COUPON_TYPES } from '../rules/coupon';
import { envelopeSchema, localizedTextSchema, paginationQuerySchema, paginationSchema } from './common';
import { coded } from '../refusals/refusal-code';
import { GOLD_PLAN_MESSAGES } from './gold-plans';
import { GIFT_MESSAGES, GIFT_MESSAGE_MAX } from '../rules/gift';

export { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_METHODS };

/** How the shopper pays: online through the provider, or cash on delivery. */
export const PAYMENT_METHODS = ['card', 'upi', 'netbanking', 'wallet', 'emi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Orders messages: the spec's words (part B section 8) where it has them, else our own. */
export const ORDER_MESSAGES = {
  placed: 'Order placed successfully',
  fetched: 'Order fetched successfully',
  listed: 'Orders fetched successfully',
  createFailed: 'Failed to create order',
  notFound: 'Order not found',
  cancelled: 'Order cancelled successfully',
  cancelledRefundPending: 'Order cancelled. Your refund is being processed.',
  cancelFailed: 'Failed to cancel order',
  returnRequested: 'Return requested successfully',
  returnFailed: 'Failed to request return',
  statusUpdated: 'Order status updated successfully',
  statusFailed: 'Failed to update order status',
  history: 'Status history fetched successfully',
  stats: 'Order stats fetched successfully',
  tracked: 'Order tracking fetched successfully',
  emptyCart: 'Your cart is empty',
  addressNotFound: 'Address not found',
  chooseAddress: 'Please choose a delivery address',
  chooseShipping: 'Please choose a shipping method: standard, express or overnight',
  choosePayment: 'Please choose a payment method: card, upi, netbanking, wallet, emi or cod',
  notesTooLong: 'Notes can be at most 500 characters',
  reasonRequired: 'Please tell us the reason',
  reasonTooLong: 'The reason can be at most 500 characters',
  invalidStatus: 'Invalid order status',
  invalidOrderNumber: 'Please enter a valid order number, like AB-2026-000123',
  contactRequired: 'Please enter the e-mail or phone number used for the order',
  unknownItem: 'This item is not part of the order',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters',
  idempotencyConflict: 'This Idempotency-Key was already used for a different order. Please retry with a new key.',
  unavailableLine: coded('ORDER_UNAVAILABLE_LINE', ['name', 'reason', 'reasonCode'], (name: string, reason: string, _reasonCode: string) => `${name}: ${reason}. Please update your cart.`),
  codNotAllowed: 'Cash on delivery is not available for this order',
  couponRefused: coded('ORDER_COUPON_REFUSED', ['coupon', 'reason', 'reasonCode', 'amount'], (coupon: string, reason: string, _reasonCode: string, _amount: string) => `${coupon}: ${reason}`),
  tooLarge: 'Orders above ₹15,00,000 cannot be paid. Please place a smaller order or contact us.',
  refundFailed: 'The refund could not be made. Please try again.',
  verifyEmailFirst: 'Please verify your e-mail address to pay online. Cash on delivery does not need it.',
  unpaidOrderWaiting: 'You already have an order waiting for payment',
  confirmPhoneFirst: 'Please confirm your phone number with the code we send to place this cash-on-delivery order',
} as const;

const reasonField = z
  .string({ error: ORDER_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: ORDER_MESSAGES.reasonRequired })
  .max(500, { error: ORDER_MESSAGES.reasonTooLong });

const idParam = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });

/** POST /api/orders: the cart is the server's; the client names only these choices. */
export const createOrderSchema = z.object({
  addressId: idParam(ORDER_MESSAGES.chooseAddress),
  shippingMethod: z.enum(SHIPPING_METHODS, { error: ORDER_MESSAGES.chooseShipping }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.choosePayment }),
  notes: z.string({ error: ORDER_MESSAGES.notesTooLong }).trim().max(500, { error: ORDER_MESSAGES.notesTooLong }).optional(),
  /** A matured (or closed-early) gold plan enrolment whose credit pays all or part of the order. */
  goldPlanId: idParam(GOLD_PLAN_MESSAGES.enrolmentNotFound).optional(),
  /**
   * The order is a gift: wrapped (the store's wrap price, GST at the jewellery's rate) and/or a
   * message printed on a card in the parcel (trimmed; at most 200 characters as a reader counts
   * them, judged by rules/gift.ts on the server). Its packing slip and gift receipt show no prices.
   */
  gift: z
    .object({
      wrap: z.boolean({ error: GIFT_MESSAGES.wrapRequired }),
      // Generous in code units (a Devanagari character is two or three); the rule counts characters.
      message: z.string({ error: GIFT_MESSAGES.messageTooLong }).max(GIFT_MESSAGE_MAX * 8, { error: GIFT_MESSAGES.messageTooLong }).nullish(),
    }, { error: GIFT_MESSAGES.wrapRequired })
    .optional(),
});
export type CreateOrder = z.input<typeof createOrderSchema>;

/** The optional `Idempotency-Key` header: one order per key and customer. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const orderListQuerySchema = paginationQuerySchema(10).extend({
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.invalidStatus }).optional(),
});

export const orderIdParamsSchema = z.object({ id: idParam(ORDER_MESSAGES.notFound) });
export const orderNumberParamsSchema = z.object({ orderNumber: idParam(ORDER_MESSAGES.notFound) });

/** POST /api/orders/{id}/cancel: the reason is optional (a blank one is kept as none). */
export const cancelOrderSchema = z.object({
  reason: z.string({ error: ORDER_MESSAGES.reasonTooLong }).trim().max(500, { error: ORDER_MESSAGES.reasonTooLong }).optional(),
});

/** POST /api/orders/{id}/return: the reason, and the order items (ids) going back; none means all. */
export const returnOrderSchema = z.object({
  reason: reasonField,
  items: z.array(idParam(ORDER_MESSAGES.unknownItem), { error: ORDER_MESSAGES.unknownItem }).max(100, { error: ORDER_MESSAGES.unknownItem }).default([]),
});

/** PATCH /api/orders/{id}/status (staff only). */
export const updateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.invalidStatus }),
  notes: z.string({ error: ORDER_MESSAGES.notesTooLong }).trim().max(500, { error: ORDER_MESSAGES.notesTooLong }).optional(),
});

/** Guest tracking: the order number and the e-mail or phone number used for it. */
export const guestTrackSchema = z.object({
  orderNumber: z.string({ error: ORDER_MESSAGES.invalidOrderNumber }).trim().toUpperCase().regex(/^AB-\d{4}-\d{6,}$/, { error: ORDER_MESSAGES.invalidOrderNumber }),
  contact: z.string({ error: ORDER_MESSAGES.contactRequired }).trim().min(1, { error: ORDER_MESSAGES.contactRequired }).max(254, { error: ORDER_MESSAGES.contactRequired }),
});

export const orderItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  productSnapshot: z.object({
    /** The piece's name in English when it was sold (staff and the invoice read it). */
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    sku: z.string(),
    metal: z.string(),
    purity: z.string().nullable(),
    /** Net metal weight in grams; null when not recorded. */
    netWeight: z.number().nullable(),
    huid: z.string().nullable(),
    categoryId: z.string(),
    /**
     * Its name in the store's languages when it was sold; absent on orders placed before names
     * were kept so (read `name`). Last: an optional field after the required ones.
     */
    localizedName: localizedTextSchema.optional(),
  }),
  variantName: z.string().nullable(),
  variantAttributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** What was engraved on the piece; null for none. An engraved piece cannot be returned. */
  engraving: z.string().nullable(),
  /** Whether this line may go back under the return rules (an engraved piece may not). */
  isReturnable: z.boolean(),
  /** Rupees, GST included. */
  unitPrice: z.number(),
  mrp: z.number(),
  lineTotal: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The delivery address as it was when the order was placed (later edits do not change it). */
export const orderAddressSchema = z.object({
  _id: z.string(),
  title: z.string(),
  addressType: z.string(),
  name: z.string(),
  address: z.string(),
  formattedAddress: z.string(),
  contactNumber: z.string(),
  pinCode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  /** Longitude then latitude, as the spec's addresses; null when unknown. */
  coordinates: z.tuple([z.number(), z.number()]).nullable(),
  instruction: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const statusHistoryEntrySchema = z.object({
  _id: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  notes: z.string(),
  /** Who moved it: the customer, staff or the store itself (payment, expiry). */
  changedBy: z.enum(['customer', 'staff', 'system']),
  createdAt: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const orderTotalsSchema = z.object({
  itemCount: z.number().int(),
  subtotal: z.number(),
  discountTotal: z.number(),
  taxTotal: z.number(),
  shippingTotal: z.number(),
  /** The gift wrap's charge, GST included (at the jewellery's rate, in taxTotal); 0 without one. */
  giftWrap: z.number(),
  grandTotal: z.number(),
  /** Paid from a gold plan (a payment, not a discount: GST is on grandTotal). */
  goldPlanCredit: z.number(),
  /** What is left to pay by the chosen method: grandTotal less goldPlanCredit. */
  amountDue: z.number(),
});

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shippingMethod: z.enum(SHIPPING_METHODS),
  items: z.array(orderItemSchema),
  /** Rupees; amountDue is what the shopper pays by the chosen method (the payment provider gets it in paise). */
  totals: orderTotalsSchema,
  appliedCoupon: z
    .object({ code: z.string(), type: z.enum(COUPON_TYPES), title: z.string(), discount: z.number(), freeShipping: z.boolean() })
    .nullable(),
  /** A gift order: wrapped or not, the wrap's charge (rupees) and the card's message; null when not a gift. */
  gift: z.object({ wrap: z.boolean(), wrapCharge: z.number(), message: z.string().nullable() }).nullable(),
  shippingAddress: orderAddressSchema,
  customer: z.object({ name: z.string(), email: z.string() }),
  notes: z.string(),
  /** The latest day the parcel should arrive (ISO date-time). */
  estimatedDelivery: z.string(),
  /** When an order not yet paid (or, for cash on delivery, not yet confirmed) stops holding its pieces: the store's payment hold after creation; null otherwise. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actualDelivery: z.string().nullable(),
  cancelReason: z.string().nullable(),
  returnReason: z.string().nullable(),
  /** What the shopper may do now (the same rules the server applies). */
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  statusHistory: z.array(statusHistoryEntrySchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderEnvelopeSchema = envelopeSchema(orderSchema);

/**
 * GET /api/orders answers `data.data` and `data.pagination` (spec B section 7); the pagination
 * is repeated at the top level as every other list answers it.
 */
export const orderListEnvelopeSchema = envelopeSchema(z.object({ data: z.array(orderSchema), pagination: paginationSchema })).extend({
  pagination: paginationSchema,
});
export type OrderList = z.infer<typeof orderListEnvelopeSchema>;

export const statusHistoryEnvelopeSchema = envelopeSchema(z.array(statusHistoryEntrySchema));

export const orderStatsSchema = z.object({
  totalOrders: z.number().int(),
  /** Rupees paid for orders (paid online, or cash collected on delivery), refunds excluded. */
  totalSpent: z.number(),
  /** Orders on their way: pending to out for delivery. */
  pendingOrders: z.number().int(),
  /** Delivered orders. */
  completedOrders: z.number().int(),
  /** 1 point per ₹100 of delivered orders. */
  rewardPoints: z.number().int(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
export const orderStatsEnvelopeSchema = envelopeSchema(orderStatsSchema);

/** What tracking shows: no address lines, no prices (a guest proves only the number and contact). */
export const orderTrackingSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shippingMethod: z.enum(SHIPPING_METHODS),
  itemCount: z.number().int(),
  destination: z.object({ city: z.string(), state: z.string(), pinCode: z.string() }),
  createdAt: z.string(),
  estimatedDelivery: z.string(),
  actualDelivery: z.string().nullable(),
  statusHistory: z.array(statusHistoryEntrySchema),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
export const orderTrackingEnvelopeSchema = envelopeSchema(orderTrackingSchema);
