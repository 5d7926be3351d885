import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { Order, PaymentMethodId, ShippingMethodCode } from './order-types';

export interface PlaceOrderInput {
  addressId: string;
  shippingMethod: ShippingMethodCode;
  paymentMethod: PaymentMethodId;
  notes?: string;
  /** A gold plan enrolment whose credit pays all or part of the order. */
  goldPlanId?: string;
  /** A gift: wrapped or not, and the card's message. */
  gift?: { wrap: boolean; message?: string };
}

/**
 * POST /api/orders with the attempt's Idempotency-Key: the same key twice answers the same
 * order, so a double click or a retry after a lost answer never makes a second order.
 */
export async function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<Order> {
  const body = { ...input, notes: input.notes?.trim() || undefined };
  return (await apiSend<Order>('POST', '/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey }, timeoutMs: 30_000 })).data;
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: ({ input, key }: { input: PlaceOrderInput; key: string }) => placeOrder(input, key) });
}
