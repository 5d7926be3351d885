import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import type { orderItems, orderStatusHistory, orders } from '../../db/schema/index';
import type { MailSender } from '../../lib/mail/mailer';
import type { ProductChanged } from '../catalogue/product-changed';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;

/**
 * A saved address as the address book answers it to other modules (decrypted, with city,
 * district and state from its PIN code). Field names follow the spec's address entity.
 */
export interface OrderAddressSource {
  _id?: string;
  id?: string;
  title?: string | null;
  address_type?: string | null;
  /** The recipient's name when the address book keeps one; else the account name is used. */
  name?: string | null;
  address: string;
  formatted_address?: string | null;
  contact_number: string;
  pin_code: string;
  /** From the PIN directory; null for a PIN code it does not know. */
  city: string | null;
  district: string | null;
  state: string | null;
  stateCode?: string | null;
  coordinates?: readonly number[] | null;
  instruction?: string | null;
  /** False when the PIN code's courier takes no cash on delivery. */
  codAvailable?: boolean;
}

/** The address book's lookup: the customer's own address, or null (another customer's too). */
export type OwnedAddressReader = (userId: string, addressId: string) => Promise<OrderAddressSource | null>;

/**
 * Refunds the payment of a paid order through its provider (the payments module implements
 * it). Called after a paid order was cancelled; the order then moves to refunded.
 */
export type RefundPaidOrder = (orderId: string, reason: string) => Promise<void>;

/** Until payments provides one, refusing is the only honest answer for a paid order. */
export const refundNotConfigured: RefundPaidOrder = async (orderId) => {
  throw new Error(`No refund handler is configured: paid order ${orderId} cannot be refunded`);
};

/** Who moved an order: recorded in the status history. */
export type Actor = 'customer' | 'staff' | 'system';

export interface OrdersDeps {
  db: Database;
  /** The customer's order mails: jobs written in the transaction of the change they tell of. */
  mailer: MailSender;
  getOwnedAddress: OwnedAddressReader;
  /** Seals the order's delivery address at placement and opens it for the order answer (DATA_KEY). */
  cipher: DataCipher;
  refundPaidOrder?: RefundPaidOrder;
  /** Clears cached public answers of a product whose stock changed (after commit). */
  productChanged?: ProductChanged;
  log?: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>;
  now?: () => Date;
}

export type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string };
export const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });
