import { z } from 'zod';
import { PAYMENT_AMOUNT_MESSAGES } from '../rules/payment-amount';
import { coded } from '../refusals/refusal-code';
import { envelopeSchema, listEnvelopeSchema, paginationQuerySchema } from './common';

/** Payment messages: the spec's words (part B section 8) where it has them, else our own. */
export const PAYMENT_MESSAGES = {
  ...PAYMENT_AMOUNT_MESSAGES,
  createFailed: 'Failed to create payment order',
  verificationFailed: 'Payment verification failed',
  cancelledByUser: 'Payment cancelled by user',
  historyFailed: 'Failed to fetch payment history',
  refundFailed: 'Failed to initiate refund',
  notFound: 'Payment not found',
  codFailed: 'Failed to process COD payment',
  codRefused: coded('PAYMENT_COD_REFUSED', ['reason', 'reasonCode', 'amount'], (reason: string, _reasonCode: string, _amount: string) => `Failed to process COD payment: ${reason}`),
  statusFailed: 'Failed to fetch payment status',
  cancelFailed: 'Failed to cancel payment',
  paymentFailed: 'Payment failed. Please try again.',
  orderNotFound: 'Order not found',
  amountMismatch: "The amount does not match the order's total",
  orderNotPayable: 'This order is not awaiting payment',
  orderAlreadyPaid: 'This order is already paid',
  orderExpired: 'This order expired before it was paid. Please place it again.',
  notOnlineOrder: 'This order is paid by cash on delivery',
  codUnavailable: 'Cash on delivery is not available for this order',
  invalidOrderId: 'Invalid order id',
  invalidPaymentId: 'Invalid payment id',
  reasonRequired: 'Please give a reason',
  testGatewayOff: 'The test gateway is not available: payments go through Razorpay',
  created: 'Payment order created',
  verified: 'Payment verified successfully',
  codConfirmed: 'Order confirmed: pay cash on delivery',
  loaded: 'Payment loaded',
  historyLoaded: 'Payment history loaded',
  methodsLoaded: 'Payment methods loaded',
  cancelled: 'Payment cancelled',
  refunded: 'Refund initiated',
  codNotCancellable: 'Cash on delivery is settled when the order arrives; cancel the order instead',
  testPaid: 'Test payment approved',
  alreadyCaptured: 'A captured payment cannot be cancelled; cancel the order for a refund',
  notCaptured: 'Only a captured payment can be refunded',
  refundTooLarge: 'The refund is more than the amount left to refund',
} as const;

/** Why cash on delivery is not offered for an order (the methods' answer and the COD refusal say it); the limit as written, '₹50,000'. */
export const COD_REASONS = {
  items: 'Cash on delivery is not available for some items in this order',
  pin: 'Cash on delivery is not available for this PIN code',
  limit: coded('COD_LIMIT', ['amount'], (amount: string) => `Cash on delivery is available for orders up to ${amount}`),
} as const;

export const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHOD_TYPES = ['card', 'upi', 'netbanking', 'wallet', 'emi', 'cod'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;
/** Who settles a payment row: an online provider, or cash on delivery. */
export const PAYMENT_SETTLERS = ['razorpay', 'test', 'cod'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

const idText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message });
const reasonText = z.string({ error: PAYMENT_MESSAGES.reasonRequired }).trim().min(1, { error: PAYMENT_MESSAGES.reasonRequired }).max(500);

/**
 * POST /api/payments/create-order. The amount and currency rules (messages of spec B section 5)
 * are judged by the service with `checkPaymentAmount`, so any number reaches them.
 */
export const createPaymentOrderSchema = z.object({
  amount: z.number({ error: PAYMENT_MESSAGES.invalid }),
  currency: z.string({ error: PAYMENT_MESSAGES.currency }).max(10, { error: PAYMENT_MESSAGES.currency }).default('INR'),
  receipt: z.string().trim().max(40).optional(),
  notes: z.object({ order_id: idText(PAYMENT_MESSAGES.invalidOrderId) }, { error: PAYMENT_MESSAGES.invalidOrderId }),
});
export type CreatePaymentOrder = z.input<typeof createPaymentOrderSchema>;

/** The provider order the checkout opens: amount in paise, as Razorpay Checkout takes it. */
export const paymentOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Razorpay's public key id for Checkout; absent with the test gateway. */
  keyId: z.string().optional(),
  orderId: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * POST /api/payments/verify: the fields Razorpay Checkout hands back, plus what was paid for:
 * our order id, or the gold plan enrolment id of an instalment (`gold_plan_id`).
 */
export const verifyPaymentSchema = z
  .object({
    razorpay_payment_id: idText(PAYMENT_MESSAGES.verificationFailed),
    razorpay_order_id: idText(PAYMENT_MESSAGES.verificationFailed),
    razorpay_signature: z.string({ error: PAYMENT_MESSAGES.verificationFailed }).trim().min(1, { error: PAYMENT_MESSAGES.verificationFailed }).max(200, { error: PAYMENT_MESSAGES.verificationFailed }),
    order_id: idText(PAYMENT_MESSAGES.invalidOrderId).optional(),
    gold_plan_id: idText(PAYMENT_MESSAGES.verificationFailed).optional(),
  })
  .refine((body) => body.order_id !== undefined || body.gold_plan_id !== undefined, { error: PAYMENT_MESSAGES.invalidOrderId, path: ['order_id'] });
export type VerifyPayment = z.input<typeof verifyPaymentSchema>;

export const codPaymentSchema = z.object({ order_id: idText(PAYMENT_MESSAGES.invalidOrderId) });

export const cancelPaymentSchema = z.object({ payment_id: idText(PAYMENT_MESSAGES.invalidPaymentId), reason: reasonText });

/** POST /api/payments/refund (staff): amount in rupees like every API field; absent refunds what is left. */
export const refundPaymentSchema = z.object({
  payment_id: idText(PAYMENT_MESSAGES.invalidPaymentId),
  amount: z.number({ error: PAYMENT_MESSAGES.invalid }).positive({ error: PAYMENT_MESSAGES.invalid }).max(15_00_000, { error: PAYMENT_MESSAGES.maximum }).optional(),
  reason: reasonText,
});

/** POST /api/payments/test-gateway/pay: the TEST MODE dialog's Pay and Fail buttons. */
export const testGatewayPaySchema = z.object({
  razorpay_order_id: idText(PAYMENT_MESSAGES.notFound),
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }),
});
export const testGatewayPaidSchema = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });

export const paymentIdParamsSchema = z.object({ id: idText(PAYMENT_MESSAGES.notFound) });
export const paymentHistoryQuerySchema = paginationQuerySchema(10);

/** GET /api/payments/methods: for a placed order, or before it for a PIN code and an amount (rupees). */
export const paymentMethodsQuerySchema = z.object({
  orderId: idText(PAYMENT_MESSAGES.invalidOrderId).optional(),
  pin: z.string().trim().regex(/^[1-9][0-9]{5}$/, { error: 'Invalid PIN code format' }).optional(),
  amount: z.coerce.number({ error: PAYMENT_MESSAGES.invalid }).nonnegative({ error: PAYMENT_MESSAGES.invalid }).max(1e9, { error: PAYMENT_MESSAGES.invalid }).optional(),
});

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  name: z.string(),
  details: z.object({ description: z.string(), icons: z.array(z.string()) }),
  available: z.boolean(),
  reason: z.string().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A payment as answered: amounts in rupees. `providerOrderId` is the razorpay_order_id. */
export const paymentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The order paid for; null for a gold plan instalment. */
  orderId: z.string().nullable(),
  /** The gold plan enrolment and instalment paid for; null for an order. */
  goldPlanId: z.string().nullable(),
  goldPlanInstalment: z.number().int().nullable(),
  amount: z.number(),
  refundedAmount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string(),
  provider: z.enum(PAYMENT_SETTLERS),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentStatusSchema = z.object({ paymentId: z.string(), orderId: z.string().nullable(), status: z.enum(PAYMENT_STATUSES) });

export const paymentOrderEnvelopeSchema = envelopeSchema(paymentOrderSchema);
export const paymentEnvelopeSchema = envelopeSchema(paymentSchema);
export const paymentStatusEnvelopeSchema = envelopeSchema(paymentStatusSchema);
export const paymentMethodsEnvelopeSchema = envelopeSchema(z.array(paymentMethodSchema));
export const paymentHistoryEnvelopeSchema = listEnvelopeSchema(paymentSchema);
export const testGatewayPaidEnvelopeSchema = envelopeSchema(testGatewayPaidSchema);

/** Verify and COD answers: the order as the orders API answers it (or the gold plan enrolment an instalment paid into), and the payment. */
export const paymentResultEnvelopeSchema = envelopeSchema(z.object({ order: z.unknown().optional(), goldPlan: z.unknown().optional(), payment: paymentSchema }));
