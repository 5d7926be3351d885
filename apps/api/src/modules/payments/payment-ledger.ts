import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { PaymentGateway } from './payment-gateway';
import { purposeNotes, purposeOf, type PaymentPurposes } from './payment-purposes';
import { findOrderPayments, findPaymentByProviderOrder, lockPaymentById, lockPaymentByProviderOrder, updatePayment, type PaymentRow } from './payments.repository';
import type { StoreSettingsValues } from '../settings/store-settings';

const SETTLED = new Set(['captured', 'refunded']);

export interface CaptureInput {
  providerOrderId: string;
  providerPaymentId: string;
  /** The method when the caller already knows it (a webhook's payment entity). */
  method?: string;
  /** True when the provider has already said the payment is captured (webhook): no need to ask. */
  knownCaptured?: boolean;
  /** The store settings of the request (verify, webhook) that brought the news. */
  settings: StoreSettingsValues;
}

/**
 * The changes of payment rows shared by verification, the webhook, cancellation and refunds.
 * Each runs under the payment row's lock, so a verification and a webhook for one payment take
 * turns and the second finds the first one's capture: one payment, one paid order.
 */
export function createPaymentLedger(db: Database, { gateway, purposes, log }: { gateway: PaymentGateway; purposes: PaymentPurposes; log: FastifyBaseLogger }) {
  /** Refunds what is left of a captured payment (or `amountPaise` of it) at the provider, then records it. */
  async function refundRow(id: string, reason: string, amountPaise?: number, tx?: Database): Promise<PaymentRow | { refused: string }> {
    const run = async (inner: Database) => {
      const row = await lockPaymentById(inner, id);
      if (!row) return { refused: 'missing' };
      const left = row.amountPaise - row.refundedPaise;
      if (row.status !== 'captured' || left <= 0) return { refused: 'not-captured' };
      const amount = amountPaise ?? left;
      if (amount > left) return { refused: 'too-large' };
      // Under the row lock: two refunds of one payment never both reach the provider.
      await gateway.refund(row.providerPaymentId!, amount, { reason, ...purposeNotes(purposeOf(row)) });
      const refunded = row.refundedPaise + amount;
      return updatePayment(inner, row.id, { refundedPaise: refunded, status: refunded === row.amountPaise ? 'refunded' : 'captured' });
    };
    return tx ? run(tx) : db.transaction(run);
  }

  return {
    refundRow,

    /** Records a captured payment once, then marks what it paid for paid (idempotent on both sides). */
    async capture(input: CaptureInput): Promise<PaymentRow | null> {
      const known = await findPaymentByProviderOrder(db, input.providerOrderId);
      if (!known) return null;
      let method = input.method;
      if (!input.knownCaptured && !SETTLED.has(known.status)) {
        // Razorpay captures an authorized payment here; a provider that cannot be reached does
        // not undo a signed payment, which the webhook confirms later.
        const confirmed = await gateway.confirmPayment(input.providerPaymentId, known.amountPaise, known.currency).catch((error: unknown) => {
          log.warn({ err: error, providerPaymentId: input.providerPaymentId }, 'payment confirmation failed; recorded from its signature');
          return null;
        });
        method = method ?? confirmed?.method;
      }
      let row: PaymentRow;
      try {
        row = await db.transaction(async (tx) => {
          const locked = (await lockPaymentByProviderOrder(tx, input.providerOrderId))!;
          if (SETTLED.has(locked.status)) return locked;
          return updatePayment(tx, locked.id, {
            status: 'captured', providerPaymentId: input.providerPaymentId, method: method ?? locked.method, capturedAt: new Date(), failureReason: null,
          });
        });
      } catch (error) {
        // The payment id is already another order's payment: never record it twice.
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      if (row.status !== 'captured' || row.providerPaymentId !== input.providerPaymentId) return row;
      const verdict = await purposes.markPaid(row, input.settings);
      if (verdict !== 'paid') {
        // What it paid for cannot keep this money (an order cancelled after it expired, a closed
        // plan, or paid by another attempt): it goes back rather than sitting on it.
        log.warn({ orderId: row.orderId, goldPlanEnrolmentId: row.goldPlanEnrolmentId, paymentId: row.id, verdict }, 'captured payment refunded: what it paid for cannot take it');
        const reason = purposes.refundReason(row, verdict);
        const refunded = await refundRow(row.id, reason).catch((error: unknown) => {
          log.error({ err: error, paymentId: row.id }, 'automatic refund failed; staff must refund this payment');
          return { refused: 'provider' };
        });
        if ('refused' in refunded) return row;
        if (verdict === 'cancelled') await purposes.markRefunded(row, `Payment refunded: ${reason.toLowerCase()}`, input.settings);
        return refunded;
      }
      return row;
    },

    /** A failed attempt: recorded unless the payment was already captured, then what it paid for hears of it. */
    async fail(providerOrderId: string, reason: string): Promise<PaymentRow | null> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockPaymentByProviderOrder(tx, providerOrderId);
        if (!locked || locked.status === 'failed') return locked ?? null;
        if (locked.status !== 'created' && locked.status !== 'authorized') return locked;
        return updatePayment(tx, locked.id, { status: 'failed', failureReason: reason });
      });
      if (row?.status === 'failed') await purposes.markFailed(row);
      return row;
    },

    /**
     * Cancelling a paid order (the orders module's cancel): refunds every captured payment of
     * the order in full. With `tx`, inside the caller's transaction (PGlite has one connection).
     */
    async refundPaidOrder(orderId: string, reason: string, tx?: Database): Promise<{ refundedPaise: number }> {
      let refundedPaise = 0;
      for (const row of await findOrderPayments(tx ?? db, orderId)) {
        if (row.status !== 'captured') continue;
        const result = await refundRow(row.id, reason, undefined, tx);
        if (!('refused' in result)) refundedPaise += result.refundedPaise - row.refundedPaise;
      }
      return { refundedPaise };
    },
  };
}
export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
