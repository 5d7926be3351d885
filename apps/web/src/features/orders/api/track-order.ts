import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { OrderTracking } from '../lib/order-types';

export interface TrackRequest {
  orderNumber: string;
  /** The e-mail or phone number the order was placed with. */
  contact: string;
}

/**
 * POST /api/orders/track {orderNumber, contact}: no sign-in needed. A POST keeps the e-mail or
 * phone out of addresses and logs; a wrong pair answers 404 like an unknown number.
 */
export async function trackOrder({ orderNumber, contact }: TrackRequest): Promise<OrderTracking> {
  return (await apiSend<OrderTracking>('POST', '/api/orders/track', { orderNumber, contact })).data;
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
