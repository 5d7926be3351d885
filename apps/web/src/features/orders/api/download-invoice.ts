import { downloadFile } from '../../../lib/download-file';

/** The file name the spec gives the invoice (spec B section 7). */
export function getInvoiceFilename(orderNumber: string): string {
  return `invoice-${orderNumber}.pdf`;
}

/** GET /api/orders/{id}/invoice as a PDF, saved as invoice-{orderNumber}.pdf. */
export function downloadInvoice(id: string, orderNumber: string): Promise<void> {
  return downloadFile(`/api/orders/${encodeURIComponent(id)}/invoice`, getInvoiceFilename(orderNumber));
}
