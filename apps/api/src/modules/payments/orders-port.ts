import type { StoreSettingsValues } from '../settings/store-settings';

/** An order as payments needs it: amounts in paise. */
export interface PayableOrder {
  id: string;
  userId: string;
  orderNumber: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  /** What is left to pay: the grand total less the gold plan credit the order took (the credit is a payment already made). */
  amountDuePaise: number;
  expiresAt: Date | null;
  /** Every piece allows cash on delivery (the products' shippingInfo.codAvailable when ordered). */
  itemsAllowCod: boolean;
  /** The delivery PIN code's courier takes cash (the PIN directory's codAvailable). */
  pinAllowsCod: boolean;
}

export type PaidVerdict = 'paid' | 'cancelled' | 'duplicate';

export type OrderChange = { ok: true } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

/**
 * What payments asks of the orders module (its `createOrdersService`), adapted in
 * orders-adapter.ts: payments never writes the orders tables itself. `settings` is the store
 * settings snapshot of the request (or job) the payment news arrived with.
 */
export interface OrdersPort {
  findOwnedOrder(userId: string, orderId: string): Promise<PayableOrder | null>;
  findOrder(orderId: string): Promise<PayableOrder | null>;
  /** The order as the API answers it (shared orders schema), for verify and COD answers. */
  orderAnswer(userId: string, orderId: string, settings: StoreSettingsValues): Promise<unknown>;
  /**
   * Idempotent: pending to confirmed and paymentStatus paid; never moves an order back from
   * paid. `cancelled`: the order was cancelled (expired) before the money came; `duplicate`: it
   * is already paid by another payment. Either way this payment must go back.
   */
  markOrderPaid(orderId: string, payment: { provider: string; paymentId: string }, settings: StoreSettingsValues): Promise<PaidVerdict>;
  /** After such a payment was refunded: the order says refunded. */
  markOrderRefunded(orderId: string, notes: string, settings: StoreSettingsValues): Promise<void>;
  markPaymentFailed(orderId: string): Promise<void>;
  /** Cancels the order if its hold has ended unpaid (the gateway found no payment); answers whether it did. */
  expireOrder(orderId: string): Promise<boolean>;
  confirmCashOnDelivery(userId: string, orderId: string, settings: StoreSettingsValues): Promise<OrderChange>;
}
