import { useQuery } from '@tanstack/react-query';
import { isValidPinCode } from '@aabhushan/shared/schemas/address';
import { DELIVERY_FALLBACK, DELIVERY_MESSAGES, type DeliveryCheck } from '@aabhushan/shared/schemas/delivery';
import { apiGet } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** The spec's answer when the check itself fails: available, 7 days, ₹50, 'Delivery information unavailable'. */
function fallbackFor(pin: string): DeliveryCheck {
  return {
    pin,
    ...DELIVERY_FALLBACK,
    message: DELIVERY_MESSAGES.unavailable,
    city: null,
    district: null,
    state: null,
    stateCode: null,
    codAvailable: false,
    coordinates: null,
    zone: null,
  };
}

/** GET /api/delivery/check/{pin}?amount=: days, shipping and cash on delivery for the PIN (amount in rupees). */
export async function checkDelivery(pin: string, amount: number | undefined, signal?: AbortSignal): Promise<DeliveryCheck> {
  try {
    return (await apiGet<DeliveryCheck>(`/api/delivery/check/${encodeURIComponent(pin)}`, { signal, params: { amount } })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallbackFor(pin);
  }
}

export function useDeliveryCheck(pin: string | undefined, amount?: number) {
  return useQuery({
    queryKey: [...checkoutKeys.delivery(pin ?? ''), amount ?? null],
    queryFn: ({ signal }) => checkDelivery(pin!, amount, signal),
    enabled: Boolean(pin && isValidPinCode(pin)),
    staleTime: 10 * 60_000,
  });
}
