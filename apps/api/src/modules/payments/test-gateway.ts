import { randomBytes } from 'node:crypto';
import type { ProviderPayment, TestPaymentGateway } from './payment-gateway';
import { isValidCheckoutSignature, signCheckout } from './payment-signature';

/** Razorpay-shaped ids (`order_` / `pay_` / `rfnd_` and 14 characters), marked as test ones. */
function testId(prefix: string): string {
  return `${prefix}_Test${randomBytes(5).toString('hex')}`;
}

const MAX_REMEMBERED = 10_000;

/**
 * The built-in gateway for a store without Razorpay keys (never in production: config.ts
 * refuses that). It takes no money: the TEST MODE dialog's Pay button gets a payment id and a
 * signature made with this process's own secret exactly as Razorpay makes them, so /verify
 * runs the same check as with Razorpay. The secret lives only in memory: a payment signed
 * before a restart no longer verifies, which is right for a test order.
 */
export function createTestGateway(secret = randomBytes(32).toString('hex')): TestPaymentGateway {
  const paid = new Map<string, ProviderPayment>();
  return {
    provider: 'test',
    async createOrder({ amountPaise, currency, receipt }) {
      return { id: testId('order'), amountPaise, currency, receipt };
    },
    verifySignature(providerOrderId, providerPaymentId, signature) {
      return isValidCheckoutSignature(secret, providerOrderId, providerPaymentId, signature);
    },
    async confirmPayment(providerPaymentId) {
      return paid.get(providerPaymentId) ?? null;
    },
    async findPayments(providerOrderId) {
      return [...paid.values()].filter((payment) => payment.orderId === providerOrderId);
    },
    async refund(_providerPaymentId, amountPaise) {
      return { id: testId('rfnd'), amountPaise };
    },
    pay(providerOrderId, amountPaise, method) {
      const providerPaymentId = testId('pay');
      // A long-running development server forgets the oldest test payments rather than growing.
      if (paid.size >= MAX_REMEMBERED) paid.delete(paid.keys().next().value!);
      paid.set(providerPaymentId, { id: providerPaymentId, orderId: providerOrderId, status: 'captured', method, amountPaise });
      return { providerPaymentId, signature: signCheckout(secret, providerOrderId, providerPaymentId) };
    },
  };
}
