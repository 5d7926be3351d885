import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../lib/jobs/job-worker';
import type { PaymentReconcilePayload } from '../orders/order-expiry';
import { takeStoreSnapshot } from '../settings/store-snapshot';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentLedger } from './payment-ledger';
import type { OrdersPort } from './orders-port';
import type { StoreSettingsValues } from '../settings/store-settings';
import { findOrderPayments, type PaymentRow } from './payments.repository';

/** A gateway that does not answer within this is counted as not reached: the job is tried again later. */
export const GATEWAY_ANSWER_MS = 20_000;

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the payment gateway did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface ReconcileDeps {
  db: Database;
  gateway: PaymentGateway;
  ledger: PaymentLedger;
  orders: OrdersPort;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  answerMs?: number;
}

/**
 * Asks the gateway for the payments of each attempt (provider order) in turn; the first one taken
 * is recorded exactly as verify records it (the ledger's capture). Answers `found: false` when the
 * gateway has no payment for any of them, else the capture's row. A gateway that cannot be reached throws.
 */
export async function captureFoundPayment(
  { gateway, ledger, answerMs = GATEWAY_ANSWER_MS }: Pick<ReconcileDeps, 'gateway' | 'ledger' | 'answerMs'>,
  attempts: PaymentRow[],
  settings: StoreSettingsValues,
): Promise<{ found: false } | { found: true; row: PaymentRow | null }> {
  for (const row of attempts.filter((attempt) => attempt.provider === gateway.provider && attempt.providerOrderId)) {
    const found = await withinTime(gateway.findPayments(row.providerOrderId!), answerMs);
    const paid = found.find((payment) => payment.status === 'captured' || payment.status === 'authorized');
    if (paid) return { found: true, row: await ledger.capture({ providerOrderId: row.providerOrderId!, providerPaymentId: paid.id, settings }) };
  }
  return { found: false };
}

/**
 * The `payment-reconcile` job, written by the expiry when an unpaid online order that reached the
 * gateway comes to its hold's end: the gateway is asked for the payments of each of the order's
 * provider orders. A payment taken is recorded exactly as verify records it (the ledger's
 * capture), so the order is confirmed; none, and the order is cancelled as expired. A gateway
 * that cannot be reached throws: nothing is cancelled, and the job is tried again with backoff.
 */
export function paymentReconcileHandler({ db, gateway, ledger, orders, log, answerMs = GATEWAY_ANSWER_MS }: ReconcileDeps): JobHandler {
  return async (payload) => {
    const { orderId } = payload as PaymentReconcilePayload;
    const order = await orders.findOrder(orderId);
    // Settled meanwhile (verify, the webhook, staff): nothing left to decide.
    if (!order || order.status !== 'pending' || (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed')) return;
    const captured = await captureFoundPayment({ gateway, ledger, answerMs }, await findOrderPayments(db, orderId), takeStoreSnapshot().settings);
    if (captured.found) {
      log.info({ orderId, paymentId: captured.row?.id }, 'a payment nobody verified was found at the gateway: recorded, the order kept');
      return;
    }
    if (await orders.expireOrder(orderId)) log.info({ orderId }, 'no payment at the gateway: the expired order is cancelled');
  };
}
