import Razorpay from 'razorpay';
import type { PaymentGateway, ProviderPayment } from './payment-gateway';
import { isValidCheckoutSignature } from './payment-signature';

/** The part of the Razorpay SDK the store uses; tests inject a fake with this shape (never the network). */
export interface RazorpayClient {
  orders: {
    create(params: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<{ id: string; amount: number | string; currency: string; receipt?: string }>;
    fetchPayments(orderId: string): Promise<{ items: RazorpayPaymentEntity[] }>;
  };
  payments: {
    fetch(paymentId: string): Promise<RazorpayPaymentEntity>;
    capture(paymentId: string, amount: number, currency: string): Promise<{ id: string; status: string }>;
    refund(paymentId: string, params: { amount: number; notes: Record<string, string> }): Promise<{ id: string; amount?: number | string }>;
  };
}

/** A payment as the Razorpay API answers it (the fields the store reads). */
export interface RazorpayPaymentEntity {
  id: string;
  order_id?: string | null;
  status: string;
  method: string;
  amount: number | string;
}

const PAYMENT_STATES = new Set<ProviderPayment['status']>(['created', 'authorized', 'captured', 'failed', 'refunded']);

function paymentState(status: string): ProviderPayment['status'] {
  return PAYMENT_STATES.has(status as ProviderPayment['status']) ? (status as ProviderPayment['status']) : 'created';
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

/** Razorpay through its Node SDK (orders, capture, refunds); Checkout signatures checked here, offline. */
export function createRazorpayGateway(keys: RazorpayKeys, client?: RazorpayClient): PaymentGateway {
  const sdk: RazorpayClient = client ?? (new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }) as unknown as RazorpayClient);
  return {
    provider: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await sdk.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount), currency: order.currency, receipt: order.receipt ?? receipt };
    },
    verifySignature(providerOrderId, providerPaymentId, signature) {
      return isValidCheckoutSignature(keys.keySecret, providerOrderId, providerPaymentId, signature);
    },
    async confirmPayment(providerPaymentId, amountPaise, currency) {
      const payment = await sdk.payments.fetch(providerPaymentId);
      let status = paymentState(payment.status);
      // Accounts without automatic capture leave a signed payment authorized: take the money now.
      if (status === 'authorized') status = paymentState((await sdk.payments.capture(providerPaymentId, amountPaise, currency)).status);
      return { id: payment.id, orderId: payment.order_id ?? '', status, method: payment.method, amountPaise: Number(payment.amount) };
    },
    async findPayments(providerOrderId) {
      const { items } = await sdk.orders.fetchPayments(providerOrderId);
      return items.map((payment) => ({ id: payment.id, orderId: payment.order_id ?? providerOrderId, status: paymentState(payment.status), method: payment.method, amountPaise: Number(payment.amount) }));
    },
    async refund(providerPaymentId, amountPaise, notes) {
      const refund = await sdk.payments.refund(providerPaymentId, { amount: amountPaise, notes });
      return { id: refund.id, amountPaise: refund.amount === undefined ? amountPaise : Number(refund.amount) };
    },
  };
}
