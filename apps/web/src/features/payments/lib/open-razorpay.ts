import type { PaymentOrder, PaymentProof } from '../api/payment-types';
import { loadRazorpay } from './load-razorpay';
import { PaymentError } from './payment-error';

export interface CheckoutBranding {
  name: string;
  description: string;
  logoUrl: string;
  themeColor: string;
  prefill: { name?: string; email?: string; contact?: string };
}

/**
 * Opens Razorpay Checkout for a provider order and resolves with the signed proof. Inside the
 * modal Razorpay lets the shopper retry a declined payment; closing it after a decline is a
 * failure ('Payment failed. Please try again.'), closing it otherwise is a cancel.
 */
export async function openRazorpay(paymentOrder: PaymentOrder, branding: CheckoutBranding): Promise<PaymentProof> {
  const Razorpay = await loadRazorpay().catch((error: unknown) => {
    throw new PaymentError('create', error);
  });
  return new Promise<PaymentProof>((resolve, reject) => {
    let declined = false;
    const checkout = new Razorpay({
      key: paymentOrder.keyId ?? '',
      amount: paymentOrder.amount,
      currency: paymentOrder.currency,
      name: branding.name,
      description: branding.description,
      image: branding.logoUrl,
      order_id: paymentOrder.id,
      prefill: branding.prefill,
      notes: { order_id: paymentOrder.orderId },
      theme: { color: branding.themeColor },
      handler: (response) => resolve(response),
      modal: { ondismiss: () => reject(new PaymentError(declined ? 'failed' : 'cancelled')), escape: true, confirm_close: true },
    });
    checkout.on('payment.failed', () => {
      declined = true;
    });
    checkout.open();
  });
}
