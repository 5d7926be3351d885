import { useMutation } from '@tanstack/react-query';
import { invoiceFileName } from '@aabhushan/shared/schemas/invoices';
import { apiGetBlob, saveBlob } from '../../../lib/api-download';

/** GET /api/orders/{id}/invoice: the GST tax invoice PDF, saved as `invoice-{number}.pdf`. */
export async function downloadInvoice(orderId: string, orderNumber: string): Promise<void> {
  const blob = await apiGetBlob(`/api/orders/${encodeURIComponent(orderId)}/invoice`);
  saveBlob(blob, invoiceFileName(orderNumber));
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: ({ orderId, orderNumber }: { orderId: string; orderNumber: string }) => downloadInvoice(orderId, orderNumber) });
}
