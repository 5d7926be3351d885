import type { FastifyBaseLogger } from 'fastify';
import { checkPaymentAmount } from '@aabhushan/shared/rules/payment-amount';
import { PAYMENT_MESSAGES as M, type CreatePaymentOrder, type Payment, type PaymentOrder, type VerifyPayment } from '@aabhushan/shared/schemas/payments';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentLedger } from './payment-ledger';
import type { OrdersPort, PayableOrder } from './orders-port';
import { purposeNotes, type PaymentPurpose, type PaymentPurposes } from './payment-purposes';
import { toPayment } from './payments.mapper';
import { findPaymentByProviderOrder, findPurposePayments, insertPayment, lockPurposeRow, updatePayment, type PaymentRow } from './payments.repository';
import { done, refuse, type Outcome } from './payment-outcome';
import type { StoreSettingsValues } from '../settings/store-settings';

interface Deps {
  gateway: PaymentGateway;
  orders: OrdersPort;
  purposes: PaymentPurposes;
  ledger: PaymentLedger;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface OpenAttempt {
  purpose: PaymentPurpose;
  userId: string;
  amountPaise: number;
  currency: string;
  receipt: string;
  /** The method as first known (the order's choice); the capture records the provider's. */
  method: string;
}

/**
 * Creating a provider order for a placed order or a gold plan instalment, and verifying what
 * Checkout hands back: one path for both.
 */
export function createOnlinePayments(db: Database, { gateway, orders, purposes, ledger, log, now = () => new Date() }: Deps) {
  function payableRefusal(order: PayableOrder) {
    if (order.paymentMethod === 'cod') return refuse(400, M.notOnlineOrder);
    if (order.paymentStatus === 'paid') return refuse(409, M.orderAlreadyPaid);
    if (order.status !== 'pending') return refuse(400, M.orderNotPayable);
    if (order.expiresAt && order.expiresAt.getTime() <= now().getTime()) return refuse(400, M.orderExpired);
    return undefined;
  }

  /** An open attempt of this gateway for the same amount: a retry reuses it (Razorpay allows retries on one order). */
  const reusable = (rows: PaymentRow[], amountPaise: number) =>
    rows.find((row) => row.status === 'created' && row.provider === gateway.provider && row.amountPaise === amountPaise);

  const answer = (row: PaymentRow, receipt: string): PaymentOrder => ({
    id: row.providerOrderId!,
    amount: row.amountPaise,
    currency: row.currency,
    receipt,
    provider: gateway.provider,
    ...(gateway.keyId ? { keyId: gateway.keyId } : {}),
    orderId: row.orderId!,
  });

  /**
   * One open provider order per order or instalment: a retry reuses the open attempt of the same
   * amount; a new one replaces older open ones. The provider is called outside any lock; a
   * request that lost the race below drops its provider order unused (Razorpay lets unused
   * orders lapse).
   */
  async function openAttempt(attempt: OpenAttempt): Promise<Outcome<PaymentRow>> {
    const { purpose, amountPaise, currency } = attempt;
    const open = reusable(await findPurposePayments(db, purpose), amountPaise);
    if (open) return done(open, M.created);
    let providerOrder;
    try {
      providerOrder = await gateway.createOrder({ amountPaise, currency, receipt: attempt.receipt, notes: purposeNotes(purpose) });
    } catch (error) {
      log.error({ err: error, purpose }, 'payment provider refused the order');
      return refuse(502, M.createFailed);
    }
    const row = await db.transaction(async (tx) => {
      await lockPurposeRow(tx, purpose);
      const rows = await findPurposePayments(tx, purpose);
      const winner = reusable(rows, amountPaise);
      if (winner) return winner;
      for (const stale of rows.filter((r) => r.status === 'created' && r.provider !== 'cod')) {
        await updatePayment(tx, stale.id, { status: 'failed', failureReason: 'Replaced by a new payment order' });
      }
      return insertPayment(tx, {
        id: newId(), ...purpose, userId: attempt.userId, provider: gateway.provider, method: attempt.method,
        amountPaise: providerOrder.amountPaise, currency, providerOrderId: providerOrder.id,
      });
    });
    return done(row, M.created);
  }

  return {
    /** POST create-order: amount rules, then the order's own total; one open provider order per order. */
    async createOrder(userId: string, body: CreatePaymentOrder): Promise<Outcome<PaymentOrder>> {
      const currency = body.currency ?? 'INR';
      const verdict = checkPaymentAmount(body.amount, currency);
      if (!verdict.ok) return refuse(400, verdict.message);
      const order = await orders.findOwnedOrder(userId, body.notes.order_id);
      if (!order) return refuse(404, M.orderNotFound);
      const refusal = payableRefusal(order);
      if (refusal) return refusal;
      if (body.amount !== order.amountDuePaise) return refuse(400, M.amountMismatch);
      const opened = await openAttempt({ purpose: { orderId: order.id }, userId, amountPaise: order.amountDuePaise, currency, receipt: order.orderNumber, method: order.paymentMethod });
      return opened.ok ? done(answer(opened.data, order.orderNumber), M.created) : opened;
    },

    openAttempt,

    /**
     * POST verify: the signature over the STORED provider order id and the payment id, in
     * constant time; then one capture, however many times verify and the webhook arrive.
     */
    async verify(userId: string, body: VerifyPayment, settings: StoreSettingsValues): Promise<Outcome<{ order?: unknown; goldPlan?: unknown; payment: Payment }>> {
      const row = await findPaymentByProviderOrder(db, body.razorpay_order_id);
      if (body.order_id !== undefined) {
        const order = await orders.findOwnedOrder(userId, body.order_id);
        if (!order) return refuse(404, M.orderNotFound);
        if (row?.orderId !== order.id) return refuse(400, M.verificationFailed);
      } else if (!row || row.userId !== userId || row.goldPlanEnrolmentId !== body.gold_plan_id) {
        return refuse(400, M.verificationFailed);
      }
      if (!row || row.provider !== gateway.provider || !row.providerOrderId) return refuse(400, M.verificationFailed);
      if (!gateway.verifySignature(row.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) return refuse(400, M.verificationFailed);
      const captured = await ledger.capture({ providerOrderId: row.providerOrderId, providerPaymentId: body.razorpay_payment_id, settings });
      if (!captured) return refuse(400, M.verificationFailed);
      return done({ ...(await purposes.answer(userId, captured, settings)), payment: toPayment(captured) }, M.verified);
    },
  };
}
