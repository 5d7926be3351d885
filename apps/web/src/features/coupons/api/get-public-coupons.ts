import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCoupon } from '@aabhushan/shared/schemas/coupon';
import { apiGetList } from '../../../lib/api-client';

/** The coupons page lists up to 50 (spec B section 9). */
export const PUBLIC_COUPON_LIMIT = 50;

/** GET /api/public/coupon: the coupons page's cards (cached 5 minutes like every public read). */
export async function getPublicCoupons(signal?: AbortSignal): Promise<PublicCoupon[]> {
  return (await apiGetList<PublicCoupon>('/api/public/coupon', { signal, params: { limit: PUBLIC_COUPON_LIMIT } })).items;
}

export function publicCouponsQueryOptions() {
  return queryOptions({
    queryKey: ['coupons', 'public'],
    queryFn: ({ signal }) => getPublicCoupons(signal),
    // Spec B section 8: a failed load leaves the list empty, silently.
    meta: { quiet: true },
  });
}

export function usePublicCoupons() {
  return useQuery(publicCouponsQueryOptions());
}
