import { invoiceFileName } from '@aabhushan/shared/schemas/invoices';
import { apiGetBlob, saveBlob } from '../../../lib/api-download';

/** GET /api/orders/{id}/invoice as a PDF, saved as invoice-{orderNumber}.pdf (spec B section 7). */
export async function downloadInvoice(id: string, orderNumber: string): Promise<void> {
  saveBlob(await apiGetBlob(`/api/orders/${encodeURIComponent(id)}/invoice`), invoiceFileName(orderNumber));
}
