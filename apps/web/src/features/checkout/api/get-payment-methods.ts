import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';
import type { PaymentMethodId } from './order-types';

/** One entry of GET /api/payments/methods (spec B section 3); `reason` says why it is unavailable. */
export interface PaymentMethodOption {
  id: PaymentMethodId;
  type: string;
  name: string;
  details: { description: string; icons: string[] };
  available: boolean;
  reason?: string;
}

/**
 * The methods for this checkout: before the order exists they depend on the PIN and the
 * amount (rupees); cash on delivery comes back unavailable, with its reason, when it does not apply.
 */
export function usePaymentMethods(scope: { pin?: string; amount?: number }) {
  return useQuery({
    queryKey: checkoutKeys.paymentMethods(scope),
    queryFn: async ({ signal }) =>
      (await apiGet<PaymentMethodOption[]>('/api/payments/methods', { signal, params: { pin: scope.pin, amount: scope.amount } })).data,
    enabled: Boolean(scope.pin) && scope.amount !== undefined,
  });
}
