import { giftReceiptFileName } from '@aabhushan/shared/schemas/invoices';
import { apiGetBlob, saveBlob } from '../../../lib/api-download';

/** GET /api/orders/{id}/gift-receipt: the gift receipt PDF (no prices), saved as `gift-receipt-{number}.pdf`. */
export async function downloadGiftReceipt(orderId: string, orderNumber: string): Promise<void> {
  const blob = await apiGetBlob(`/api/orders/${encodeURIComponent(orderId)}/gift-receipt`);
  saveBlob(blob, giftReceiptFileName(orderNumber));
}
