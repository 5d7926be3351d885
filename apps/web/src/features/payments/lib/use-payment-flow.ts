import { useCallback, useRef, useState } from 'react';
import { createPaymentOrder, payWithTestGateway, verifyPayment } from '../api/payment-calls';
import type { PaymentOrder, PaymentProof } from '../api/payment-types';
import { openRazorpay, type CheckoutBranding } from './open-razorpay';
import { isPaymentError, PaymentError, type PaymentFailureKind } from './payment-error';

export type PaymentPhase = 'idle' | 'starting' | 'gateway' | 'verifying' | 'paid';

export interface PayableOrder {
  id: string;
  orderNumber: string;
  grandTotalPaise: number;
}

interface TestGatewayState {
  paymentOrder: PaymentOrder;
  choose: (choice: 'success' | 'failure' | 'cancel') => Promise<void>;
}

/**
 * One online payment for a placed order (contract steps 3 to 5): create the provider order,
 * open Razorpay Checkout or the TEST MODE gateway, then verify the signature on the server.
 * Calling `pay` again after a failure retries the same order: only a new provider order is made.
 */
export function usePaymentFlow() {
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [failure, setFailure] = useState<PaymentFailureKind | null>(null);
  const [testGateway, setTestGateway] = useState<TestGatewayState | null>(null);
  const running = useRef(false);

  /** Waits for the TEST MODE dialog: Pay and Fail ask the test gateway, Escape or Cancel cancels. */
  const askTestGateway = useCallback(
    (paymentOrder: PaymentOrder) =>
      new Promise<PaymentProof>((resolve, reject) => {
        const choose = async (choice: 'success' | 'failure' | 'cancel') => {
          if (choice === 'cancel') {
            setTestGateway(null);
            reject(new PaymentError('cancelled'));
            return;
          }
          try {
            const proof = await payWithTestGateway(paymentOrder.id, choice);
            setTestGateway(null);
            resolve(proof);
          } catch (error) {
            setTestGateway(null);
            reject(new PaymentError('failed', error));
          }
        };
        setTestGateway({ paymentOrder, choose });
      }),
    [],
  );

  const pay = useCallback(
    async (order: PayableOrder, branding: CheckoutBranding): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setFailure(null);
      setPhase('starting');
      try {
        const paymentOrder = await createPaymentOrder(order).catch((error: unknown) => {
          throw new PaymentError('create', error);
        });
        setPhase('gateway');
        const proof = paymentOrder.provider === 'razorpay' ? await openRazorpay(paymentOrder, branding) : await askTestGateway(paymentOrder);
        setPhase('verifying');
        await verifyPayment(proof, order.id).catch((error: unknown) => {
          throw new PaymentError('verification', error);
        });
        setPhase('paid');
        return true;
      } catch (error) {
        if (!isPaymentError(error) || error.cause) console.warn('Payment did not complete', error);
        setFailure(isPaymentError(error) ? error.kind : 'failed');
        setPhase('idle');
        return false;
      } finally {
        running.current = false;
      }
    },
    [askTestGateway],
  );

  return { phase, failure, testGateway, pay, clearFailure: () => setFailure(null) };
}

