/** The GST tax invoice download (GET /api/orders/{id}/invoice): its messages, our own words. */
export const INVOICE_MESSAGES = {
  /** A pending (unpaid or unconfirmed) order, or one cancelled before it was confirmed. */
  notReady: 'The invoice is available once the order is confirmed',
} as const;

/** The file name the download is saved as (spec B section 7: invoice-{number}.pdf). */
export const invoiceFileName = (orderNumber: string) => `invoice-${orderNumber}.pdf`;
