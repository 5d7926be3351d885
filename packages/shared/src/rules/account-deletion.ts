/**
 * Deleting an account (India's Digital Personal Data Protection Act, right to erasure): the
 * profile is erased, and the orders and invoices that tax and company law make the store keep
 * stay, with the customer's personal fields replaced by the values below.
 */

/** The name a deleted account, its orders and its reviews show instead of the customer's. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** How long orders and invoices are kept after a deletion: GST and company law ask for 8 years. */
export const ORDER_RECORDS_KEPT_YEARS = 8;

/**
 * The e-mail a deleted account keeps: unique (the account's id), and undeliverable (the
 * `.invalid` domain is reserved so that no mail can ever reach it), so the old address is free
 * for a new account and nothing the store still sends for an old order reaches anyone.
 */
export function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/**
 * Whether an order is finished, so the account behind it may be deleted: nothing is still to be
 * delivered and no money is owed back. A delivered order is finished (cash on delivery was paid
 * at the door); a refunded one too; a cancelled or returned one only when no payment is waiting
 * to be refunded. Any other order is still open: deleting the account then could lose the
 * shopper a piece or their money, so it waits until the order is done.
 */
export function isOrderFinished(order: { status: string; paymentStatus: string }): boolean {
  switch (order.status) {
    case 'delivered':
    case 'refunded':
      return true;
    case 'cancelled':
    case 'returned':
      return order.paymentStatus !== 'paid';
    default:
      return false;
  }
}
