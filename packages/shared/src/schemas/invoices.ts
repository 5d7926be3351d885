/** The GST tax invoice download (GET /api/orders/{id}/invoice): its messages, our own words. */
export const INVOICE_MESSAGES = {
  /** A pending (unpaid or unconfirmed) order, or one cancelled before it was confirmed. */
  notReady: 'The invoice is available once the order is confirmed',
  /** The staff side's packing slip: only for an order that is to be, or has been, sent. */
  slipNotReady: 'A packing slip is available once the order is confirmed, and not after it is cancelled or refunded',
  /** The gift receipt (no prices): for a confirmed order, as the invoice. */
  giftReceiptNotReady: 'The gift receipt is available once the order is confirmed',
} as const;

/** The file name the download is saved as (spec B section 7: invoice-{number}.pdf). */
export const invoiceFileName = (orderNumber: string) => `invoice-${orderNumber}.pdf`;

/** The staff side's packing slip file. */
export const packingSlipFileName = (orderNumber: string) => `packing-slip-${orderNumber}.pdf`;

/** The gift receipt: the pieces and the card's message, no prices. */
export const giftReceiptFileName = (orderNumber: string) => `gift-receipt-${orderNumber}.pdf`;
