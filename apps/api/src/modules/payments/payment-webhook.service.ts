import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentLedger } from './payment-ledger';
import { isValidSignature } from './payment-signature';
import { deleteEvent, findPaymentByProviderPayment, lockPaymentById, recordEvent, updatePayment } from './payments.repository';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';
import type { StoreSettingsValues } from '../settings/store-settings';

export const WEBHOOK_MESSAGES = {
  notConfigured: REQUEST_MESSAGES.webhookNotConfigured,
  badSignature: REQUEST_MESSAGES.webhookBadSignature,
  badBody: REQUEST_MESSAGES.webhookBadBody,
  received: 'Webhook received',
  repeated: 'Webhook already processed',
} as const;

interface PaymentEntity {
  id?: string;
  order_id?: string;
  method?: string;
  amount_refunded?: number;
  error_description?: string;
}
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    refund?: { entity?: { payment_id?: string; amount?: number } };
  };
}

export type WebhookOutcome = { status: 200 | 400 | 404; message: string };

/**
 * Razorpay's webhook: the signature is HMAC-SHA256 hex of the raw body with the webhook
 * secret; each delivery's `x-razorpay-event-id` is recorded, so a repeat changes nothing. The
 * event is handled before the answer (a few queries: well inside Razorpay's 5 s); if handling
 * fails, its record is removed and the 5xx makes Razorpay deliver it again.
 */
export function createPaymentWebhook(db: Database, { secret, ledger, log }: { secret: string | undefined; ledger: PaymentLedger; log: FastifyBaseLogger }) {
  async function handle(body: WebhookBody, settings: StoreSettingsValues): Promise<void> {
    const payment = body.payload?.payment?.entity;
    switch (body.event) {
      case 'payment.captured':
      case 'order.paid':
        if (payment?.id && payment.order_id) {
          await ledger.capture({ providerOrderId: payment.order_id, providerPaymentId: payment.id, method: payment.method, knownCaptured: true, settings });
        }
        return;
      case 'payment.failed':
        if (payment?.order_id) await ledger.fail(payment.order_id, payment.error_description ?? 'Payment failed at the provider');
        return;
      case 'refund.processed': {
        const paymentId = body.payload?.refund?.entity?.payment_id ?? payment?.id;
        const known = paymentId ? await findPaymentByProviderPayment(db, paymentId) : undefined;
        if (!known) return;
        // A refund made from Razorpay's dashboard: the payment learns its refunded total (never
        // lowered), under the row's lock like the store's own refunds.
        const total = Number(payment?.amount_refunded ?? body.payload?.refund?.entity?.amount ?? 0);
        await db.transaction(async (tx) => {
          const row = (await lockPaymentById(tx, known.id))!;
          const refunded = Math.min(row.amountPaise, total);
          if (!Number.isInteger(refunded) || refunded <= row.refundedPaise) return;
          await updatePayment(tx, row.id, { refundedPaise: refunded, status: refunded === row.amountPaise ? 'refunded' : row.status });
        });
        return;
      }
      default:
        log.info({ event: body.event }, 'webhook event not used');
    }
  }

  return async function receive(rawBody: string, signature: string | undefined, eventId: string | undefined, settings: StoreSettingsValues): Promise<WebhookOutcome> {
    if (!secret) return { status: 404, message: WEBHOOK_MESSAGES.notConfigured };
    if (!signature || !isValidSignature(secret, rawBody, signature)) return { status: 400, message: WEBHOOK_MESSAGES.badSignature };
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody) as WebhookBody;
    } catch {
      return { status: 400, message: WEBHOOK_MESSAGES.badBody };
    }
    if (!body || typeof body !== 'object') return { status: 400, message: WEBHOOK_MESSAGES.badBody };
    // Razorpay always sends an event id; a delivery without one is known by its body's hash.
    const id = eventId || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    const providerPaymentId = body.payload?.payment?.entity?.id ?? body.payload?.refund?.entity?.payment_id ?? null;
    if (!(await recordEvent(db, { eventId: id, event: String(body.event ?? 'unknown').slice(0, 100), providerPaymentId }))) {
      return { status: 200, message: WEBHOOK_MESSAGES.repeated };
    }
    try {
      await handle(body, settings);
    } catch (error) {
      await deleteEvent(db, id);
      throw error;
    }
    return { status: 200, message: WEBHOOK_MESSAGES.received };
  };
}
