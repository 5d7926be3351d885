import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import { readBrandColour } from '../checkout/checkout-branding';
import { verifyInstalmentPayment } from '../../../features/payments/api/payment-calls';
import type { PaymentOrder } from '../../../features/payments/api/payment-types';
import { usePaymentFlow, type PaymentTarget } from '../../../features/payments/lib/use-payment-flow';
import { useSession } from '../../../lib/session/use-session';
import { goldPlanKeys, openInstalmentPayment } from '../../../features/gold-plan/api/gold-plan-calls';

/**
 * Pay now for a gold plan's next instalment: the checkout's own payment path (Razorpay Checkout
 * or the TEST MODE dialog) with the instalment's provider order (`POST /api/gold-plans/{id}/pay`)
 * and verify with `gold_plan_id`; the plans are read again afterwards, paid or not.
 */
export function useInstalmentPayment() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const payment = usePaymentFlow();
  const { payFor } = payment;

  const payInstalment = useCallback(
    async (enrolment: GoldPlanEnrolment) => {
      const number = enrolment.nextInstalment ?? 0;
      const target: PaymentTarget = {
        open: async (): Promise<PaymentOrder> => {
          const order = await openInstalmentPayment(enrolment.id);
          return {
            id: order.razorpay_order_id,
            amount: order.amount,
            currency: 'INR',
            receipt: t('goldPlan.mine.reference', { number: order.instalment }),
            provider: order.provider,
            keyId: order.key ?? undefined,
            orderId: order.enrolmentId,
          };
        },
        verify: (proof) => verifyInstalmentPayment(proof, enrolment.id),
      };
      const paid = await payFor(target, {
        name: 'Aabhushan',
        description: t('goldPlan.mine.reference', { number }),
        logoUrl: `${window.location.origin}/favicon.svg`,
        themeColor: readBrandColour(),
        prefill: { name: user?.name, email: user?.email || undefined, contact: user?.contact || undefined },
      });
      await queryClient.invalidateQueries({ queryKey: goldPlanKeys.mine });
      return paid;
    },
    [payFor, queryClient, t, user],
  );

  return { ...payment, payInstalment };
}
