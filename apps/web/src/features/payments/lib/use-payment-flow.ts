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

/**
 * What a payment pays for: how its provider order is opened and how the signed proof is verified
 * (an order: create-order and verify with `order_id`; a gold plan instalment: its pay endpoint
 * and verify with `gold_plan_id`). Everything between (Razorpay or the TEST MODE dialog) is one path.
 */
export interface PaymentTarget {
  open: () => Promise<PaymentOrder>;
  verify: (proof: PaymentProof) => Promise<void>;
}

/** A placed order as a payment target. */
export function orderPaymentTarget(order: PayableOrder): PaymentTarget {
  return { open: () => createPaymentOrder(order), verify: (proof) => verifyPayment(proof, order.id) };
}

interface TestGatewayState {
  paymentOrder: PaymentOrder;
  choose: (choice: 'success' | 'failure' | 'cancel') => Promise<void>;
}

/**
 * One online payment for a placed order or a gold plan instalment (contract steps 3 to 5): create the provider order,
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

  const payFor = useCallback(
    async (target: PaymentTarget, branding: CheckoutBranding): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setFailure(null);
      setPhase('starting');
      try {
        const paymentOrder = await target.open().catch((error: unknown) => {
          throw new PaymentError('create', error);
        });
        setPhase('gateway');
        const proof = paymentOrder.provider === 'razorpay' ? await openRazorpay(paymentOrder, branding) : await askTestGateway(paymentOrder);
        setPhase('verifying');
        await target.verify(proof).catch((error: unknown) => {
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

  const pay = useCallback((order: PayableOrder, branding: CheckoutBranding) => payFor(orderPaymentTarget(order), branding), [payFor]);

  return { phase, failure, testGateway, pay, payFor, clearFailure: () => setFailure(null) };
}

