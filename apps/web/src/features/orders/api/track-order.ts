import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { TrackedOrder } from '../lib/order-types';

export interface TrackRequest {
  orderNumber: string;
  /** The e-mail or phone number the order was placed with. */
  contact: string;
}

/** The guest tracking call: no sign-in, the order number plus the buyer's e-mail or phone. */
export async function trackOrder({ orderNumber, contact }: TrackRequest): Promise<TrackedOrder> {
  const envelope = await apiGet<TrackedOrder>('/api/orders/track', { params: { orderNumber, contact }, cache: 'no-store' });
  return envelope.data;
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
