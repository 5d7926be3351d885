import { apiSend } from '../../../lib/api-client';
import type { PaymentOrder, PaymentProof } from './payment-types';

/**
 * POST /api/payments/create-order for a placed order: amount in paise, equal to the order's
 * grand total. Called again for the same order when a failed payment is retried.
 */
export async function createPaymentOrder(order: { id: string; orderNumber: string; grandTotalPaise: number }): Promise<PaymentOrder> {
  const body = { amount: order.grandTotalPaise, currency: 'INR', receipt: order.orderNumber, notes: { order_id: order.id } };
  return (await apiSend<PaymentOrder>('POST', '/api/payments/create-order', body)).data;
}

/** POST /api/payments/test-gateway/pay: the test gateway's Pay (success) or Fail (a 402 error). */
export async function payWithTestGateway(providerOrderId: string, outcome: 'success' | 'failure'): Promise<PaymentProof> {
  return (await apiSend<PaymentProof>('POST', '/api/payments/test-gateway/pay', { razorpay_order_id: providerOrderId, outcome })).data;
}

/** POST /api/payments/verify: the server checks the provider's signature and marks the order paid. */
export async function verifyPayment(proof: PaymentProof, orderId: string): Promise<void> {
  await apiSend('POST', '/api/payments/verify', { ...proof, order_id: orderId }, { timeoutMs: 30_000 });
}

/** POST /api/payments/verify for a gold plan instalment: the server records the instalment once. */
export async function verifyInstalmentPayment(proof: PaymentProof, enrolmentId: string): Promise<void> {
  await apiSend('POST', '/api/payments/verify', { ...proof, gold_plan_id: enrolmentId }, { timeoutMs: 30_000 });
}

/** POST /api/payments/cod: confirms a cash-on-delivery order (paid at the door). */
export async function confirmCashOnDelivery(orderId: string): Promise<void> {
  await apiSend('POST', '/api/payments/cod', { order_id: orderId });
}
