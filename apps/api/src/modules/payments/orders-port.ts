/** An order as payments needs it: amounts in paise. */
export interface PayableOrder {
  id: string;
  userId: string;
  orderNumber: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  grandTotalPaise: number;
  expiresAt: Date | null;
  /** The delivery PIN code (address snapshot), for the cash-on-delivery rule. */
  pin: string | null;
  productIds: string[];
}

export type OrderChange = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * What payments asks of the orders module (its `createOrdersService`), adapted in
 * orders-adapter.ts: payments never writes the orders tables itself.
 */
export interface OrdersPort {
  findOwnedOrder(userId: string, orderId: string): Promise<PayableOrder | null>;
  findOrder(orderId: string): Promise<PayableOrder | null>;
  /** The order as the API answers it (shared orders schema), for verify and COD answers. */
  orderAnswer(userId: string, orderId: string): Promise<unknown>;
  /** Idempotent: pending to confirmed and paymentStatus paid; never moves an order back from paid. */
  markOrderPaid(orderId: string, payment: { provider: string; paymentId: string }): Promise<OrderChange>;
  markPaymentFailed(orderId: string): Promise<void>;
  confirmCashOnDelivery(userId: string, orderId: string): Promise<OrderChange>;
}
