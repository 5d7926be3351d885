import type { PaymentProvider } from '@aabhushan/shared/schemas/payments';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string;
}

/** What the provider says about one payment (method and state), for the payment row. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string;
  amountPaise: number;
}

export interface ProviderRefund {
  id: string;
  amountPaise: number;
}

/**
 * The payment provider behind /api/payments: Razorpay when its keys are configured, else the
 * built-in test gateway. Both sign Checkout results the same way (payment-signature.ts), so
 * verification is one code path.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key id Razorpay Checkout opens with; undefined for the test gateway. */
  readonly keyId?: string;
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Checks Checkout's `razorpay_signature` for a provider order and payment, in constant time. */
  verifySignature(providerOrderId: string, providerPaymentId: string, signature: string): boolean;
  /**
   * Settles an authorized payment and says what it is: Razorpay captures one that is only
   * authorized (accounts without auto-capture). Null when the provider does not know it.
   */
  confirmPayment(providerPaymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment | null>;
  refund(providerPaymentId: string, amountPaise: number, notes: Record<string, string>): Promise<ProviderRefund>;
  /**
   * Every payment the provider has for one of its orders (the reconciliation before an unpaid
   * order is cancelled: a shopper may have paid and closed the tab before verify). Rejects when
   * the provider cannot be reached.
   */
  findPayments(providerOrderId: string): Promise<ProviderPayment[]>;
}

/** The test gateway adds what its TEST MODE dialog needs: a payment signed as Razorpay signs it. */
export interface TestPaymentGateway extends PaymentGateway {
  readonly provider: 'test';
  /** `method`: what the shopper chose at checkout (the dialog has no method picker). */
  pay(providerOrderId: string, amountPaise: number, method: string): { providerPaymentId: string; signature: string };
}

export function isTestGateway(gateway: PaymentGateway): gateway is TestPaymentGateway {
  return gateway.provider === 'test';
}
