import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import { cartKeys } from '../../../features/cart/api/cart-keys';
import { checkoutKeys } from '../../../features/checkout/api/checkout-keys';
import type { Order } from '../../../features/checkout/api/order-types';
import { placeOrder, type PlaceOrderInput } from '../../../features/checkout/api/place-order';
import { clearCheckoutAttempt, readCheckoutAttempt, writeCheckoutAttempt } from '../../../features/checkout/lib/checkout-attempt';
import { goldPlanKeys } from '../../../features/gold-plan/api/gold-plan-calls';
import { confirmCashOnDelivery } from '../../../features/payments/api/payment-calls';
import type { CheckoutBranding } from '../../../features/payments/lib/open-razorpay';
import { usePaymentFlow } from '../../../features/payments/lib/use-payment-flow';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast/toast';
import { href } from '@aabhushan/shared/pages/page-manifest';

export type SubmitPhase = 'idle' | 'placing' | 'confirming' | 'done';

/**
 * Place order, then pay (contract "Payment flow"). The attempt's Idempotency-Key goes with every
 * submit, so a double click or a retry after a lost answer returns the same order; once placed,
 * a failed or cancelled payment is retried on that order, never a second one.
 */
export function useCheckoutSubmit(branding: (order: Order) => CheckoutBranding, onPlaced: (order: Order) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = usePaymentFlow();
  const { pay } = payment;
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [codFailed, setCodFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);

  const finish = useCallback(
    (order: Order) => {
      clearCheckoutAttempt();
      setPhase('done');
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.order(order.id) });
      void navigate(href('order-confirmation', {}, { orderId: order.id }), { replace: true });
    },
    [navigate, queryClient],
  );

  /** Pays a placed order: cash on delivery is confirmed, anything else goes through the gateway. */
  const settle = useCallback(
    async (order: Order) => {
      // Paid in full from a gold plan: nothing is left to pay online or at the door.
      if (order.paymentStatus === 'paid') {
        finish(order);
        return;
      }
      if (order.paymentMethod === 'cod') {
        setPhase('confirming');
        try {
          await confirmCashOnDelivery(order.id);
          setCodFailed(false);
          finish(order);
        } catch (error) {
          setCodFailed(true);
          setPhase('idle');
          toast.error(getErrorMessage(error, t, { fallback: t('checkout.errors.cod') }));
        }
        return;
      }
      setPhase('idle');
      const paid = await pay({ id: order.id, orderNumber: order.orderNumber, grandTotalPaise: rupeesToPaise(order.totals.amountDue) }, branding(order));
      if (paid) finish(order);
    },
    [branding, finish, pay, t],
  );

  const submit = useCallback(
    async (input: PlaceOrderInput) => {
      if (busy.current) return;
      busy.current = true;
      setPhase('placing');
      setRefusal(null);
      try {
        const attempt = readCheckoutAttempt();
        const order = await placeOrder(input, attempt.key);
        writeCheckoutAttempt({ key: attempt.key, orderId: order.id });
        queryClient.setQueryData(checkoutKeys.order(order.id), order);
        onPlaced(order);
        // The server emptied the cart into the order: the badge and sidebar follow.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        if (input.goldPlanId) void queryClient.invalidateQueries({ queryKey: goldPlanKeys.mine });
        await settle(order);
      } catch (error) {
        setPhase('idle');
        // Shown beside Place order, where the shopper's choices still are; a plan's credit is read again (it may have been spent meanwhile).
        setRefusal(getErrorMessage(error, t, { fallback: t('checkout.errors.placeFailed') }));
        if (input.goldPlanId) void queryClient.invalidateQueries({ queryKey: goldPlanKeys.mine });
      } finally {
        busy.current = false;
      }
    },
    [onPlaced, queryClient, settle, t],
  );

  /** Retry on the same order (payment failed or cancelled, or the COD confirmation did not arrive). */
  const retry = useCallback(
    async (order: Order) => {
      if (busy.current) return;
      busy.current = true;
      try {
        await settle(order);
      } finally {
        busy.current = false;
      }
    },
    [settle],
  );

  return { phase, payment, codFailed, refusal, submit, retry };
}
