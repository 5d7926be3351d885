import type { InvoiceOrder } from './invoice-document';
import { COLORS, CONTENT_WIDTH, createInvoicePdf, drawBox, drawRule, drawText, measureText, PAGE, toBuffer } from './invoice-pdf-kit';
import { formatInvoiceDate } from './invoice-pdf';
import { drawMixedText } from './pdf-mixed-text';

/** A gift receipt: what was given and how to exchange it, with no prices anywhere. */
export interface GiftReceipt {
  order: InvoiceOrder;
  returnWindowDays: number;
  seller: { tradeName: string; addressLines: readonly string[]; phone: string; email: string };
}

const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;

/** The receipt's return note: the store's window, and that engraved pieces are made for one person. */
export function giftReturnNote(returnWindowDays: number, hasEngraving: boolean): string {
  const window = returnWindowDays === 0
    ? 'This store does not accept returns.'
    : `Pieces may be exchanged within ${returnWindowDays} day${returnWindowDays === 1 ? '' : 's'} of delivery with this receipt.`;
  return hasEngraving ? `${window} Engraved pieces cannot be returned.` : window;
}

/** Renders the gift receipt (A4) as PDF bytes. */
export async function renderGiftReceiptPdf(receipt: GiftReceipt, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const { order, seller } = receipt;
  const doc = createInvoicePdf({ compress, title: `Gift receipt ${order.orderNumber}`, author: seller.tradeName, subject: 'Gift receipt' });
  let y = LEFT;
  y += drawText(doc, seller.tradeName, LEFT, y, { size: 24, weight: 'bold', color: COLORS.accent, width: CONTENT_WIDTH, align: 'center' });
  y += drawText(doc, 'GIFT RECEIPT', LEFT, y + 4, { size: 11, weight: 'bold', width: CONTENT_WIDTH, align: 'center' }) + 6;
  drawRule(doc, LEFT + 120, y + 4, RIGHT - 120, COLORS.accent, 1);
  y += 16;
  y += drawText(doc, `For ${order.address.fullName}`, LEFT, y, { size: 13, width: CONTENT_WIDTH, align: 'center' });
  y += drawText(doc, `Order ${order.orderNumber} · ${formatInvoiceDate(order.orderDate)}`, LEFT, y + 2, { size: 8.5, color: COLORS.muted, width: CONTENT_WIDTH, align: 'center' }) + 14;

  if (order.gift?.message) {
    const width = CONTENT_WIDTH - 80;
    const height = drawMixedText(doc, order.gift.message, 0, 0, { size: 12, width, measure: true }) + 28;
    drawBox(doc, LEFT + 24, y, CONTENT_WIDTH - 48, height, COLORS.fill);
    drawMixedText(doc, order.gift.message, LEFT + 40, y + 14, { size: 12, width, align: 'center' });
    y += height + 18;
  }

  drawText(doc, 'IN THIS GIFT', LEFT, y, { size: 7.5, weight: 'bold', color: COLORS.accent });
  y += 14;
  drawRule(doc, LEFT, y, RIGHT);
  for (const item of order.items) {
    const details = [item.metalPurity, item.variantLabel].filter(Boolean).join(' · ');
    const text = details ? `${item.name}\n${details}` : item.name;
    const top = y + 8;
    const height = measureText(doc, text, { width: CONTENT_WIDTH - 60, size: 10 });
    drawText(doc, text, LEFT, top, { size: 10, width: CONTENT_WIDTH - 60 });
    drawText(doc, `Qty ${item.quantity}`, RIGHT - 60, top, { size: 10, width: 60, align: 'right' });
    let rowHeight = height + 16;
    if (item.engraving) {
      drawText(doc, 'Engraved:', LEFT, top + height + 3, { size: 8.5, color: COLORS.muted });
      drawMixedText(doc, `“${item.engraving}”`, LEFT + 46, top + height + 1.5, { size: 10, weight: 'bold', width: CONTENT_WIDTH - 60 });
      rowHeight += 16;
    }
    y += rowHeight;
    drawRule(doc, LEFT, y, RIGHT);
  }
  y += 16;
  const hasEngraving = order.items.some((item) => item.engraving);
  y += drawText(doc, giftReturnNote(receipt.returnWindowDays, hasEngraving), LEFT, y, { size: 9, width: CONTENT_WIDTH });
  y += drawText(doc, `Quote order ${order.orderNumber}: ${seller.phone} · ${seller.email} · ${seller.addressLines.join(', ')}`, LEFT, y + 4, { size: 8, color: COLORS.muted, width: CONTENT_WIDTH });
  drawText(doc, 'This receipt shows no prices.', LEFT, y + 14, { size: 8, color: COLORS.muted, width: CONTENT_WIDTH });
  return toBuffer(doc);
}
