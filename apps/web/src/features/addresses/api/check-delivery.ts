import { useQuery } from '@tanstack/react-query';
import { isValidPinCode } from '@aabhushan/shared/schemas/address';
import { DELIVERY_FALLBACK, DELIVERY_MESSAGES, type DeliveryCheck } from '@aabhushan/shared/schemas/delivery';
import { apiGet, buildUrl } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** The spec's answer when the check itself fails: deliverable, 7 days, ₹50 (part B section 8). */
export function fallbackDeliveryCheck(pin: string): DeliveryCheck {
  return {
    pin, ...DELIVERY_FALLBACK, message: DELIVERY_MESSAGES.unavailable,
    city: null, district: null, state: null, stateCode: null, codAvailable: false, coordinates: null, zone: null,
  };
}

/**
 * GET /api/delivery/check/{pin}: days, standard shipping, COD and the PIN's city, district,
 * state and map point. `amount` (rupees) lets free standard shipping show as ₹0.
 */
export async function checkDelivery(pin: string, amount?: number, signal?: AbortSignal): Promise<DeliveryCheck> {
  try {
    return (await apiGet<DeliveryCheck>(buildUrl(`/api/delivery/check/${encodeURIComponent(pin)}`, { amount }), { signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallbackDeliveryCheck(pin);
  }
}

/** The check for a well-formed PIN (nothing is asked for a half-typed one). */
export function useDeliveryCheck(pin: string, amount?: number) {
  const ready = isValidPinCode(pin);
  return useQuery({
    queryKey: addressKeys.delivery(pin, amount),
    queryFn: ({ signal }) => checkDelivery(pin, amount, signal),
    enabled: ready,
    staleTime: 60 * 60 * 1000,
  });
}
