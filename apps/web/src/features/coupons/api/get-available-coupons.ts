import { useQuery } from '@tanstack/react-query';
import type { AvailableCoupon } from '@aabhushan/shared/schemas/coupon';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';

/** GET /api/coupons/available: the coupons this customer's cart can use, best first. */
export async function getAvailableCoupons(signal?: AbortSignal): Promise<AvailableCoupon[]> {
  return (await apiGet<AvailableCoupon[]>('/api/coupons/available', { signal })).data;
}

/** The available coupons as they were for one version of the cart (its updatedAt). */
export function availableCouponsKey(cartVersion: string | undefined) {
  return ['coupons', 'available', cartVersion] as const;
}

/**
 * The best-coupon hint of the cart page; `cartVersion` (the cart's updatedAt) refetches it
 * whenever the cart changes. Failures only hide the hint.
 */
export function useAvailableCoupons(cartVersion: string | undefined) {
  const { status } = useSession();
  return useQuery({
    queryKey: availableCouponsKey(cartVersion),
    queryFn: ({ signal }) => getAvailableCoupons(signal),
    enabled: status === 'signed-in' && Boolean(cartVersion),
    meta: { quiet: true },
  });
}
