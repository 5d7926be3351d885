import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/delivery/check/{pin} (spec B section 3, DECISIONS section 7); shippingCost in rupees. */
export interface DeliveryCheck {
  available: boolean;
  estimatedDays: number;
  shippingCost: number;
  message: string;
  city?: string;
  district?: string;
  state?: string;
  codAvailable?: boolean;
}

/** The spec's fallback when the check itself fails: available, 7 days, ₹50. */
export const DELIVERY_FALLBACK: DeliveryCheck = {
  available: true,
  estimatedDays: 7,
  shippingCost: 50,
  message: 'Delivery information unavailable',
};

export async function checkDelivery(pin: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  try {
    return (await apiGet<DeliveryCheck>(`/api/delivery/check/${encodeURIComponent(pin)}`, { signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return DELIVERY_FALLBACK;
  }
}

export function useDeliveryCheck(pin: string | undefined) {
  const valid = Boolean(pin && /^[1-9]\d{5}$/.test(pin));
  return useQuery({
    queryKey: checkoutKeys.delivery(pin ?? ''),
    queryFn: ({ signal }) => checkDelivery(pin!, signal),
    enabled: valid,
    staleTime: 10 * 60_000,
  });
}
