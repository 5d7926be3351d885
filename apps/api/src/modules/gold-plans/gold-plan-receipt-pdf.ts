import { formatInrPaise } from '@aabhushan/shared/rules/money-paise';
import type { StoreSettingsValues } from '../settings/store-settings';
import { COLORS, CONTENT_WIDTH, createInvoicePdf, drawBox, drawRule, drawText, PAGE, toBuffer } from '../invoices/invoice-pdf-kit';

/** What one instalment's receipt says: the store, the customer, the plan and the payment. */
export interface InstalmentReceipt {
  receiptNumber: string;
  customerName: string;
  customerEmail: string;
  planName: string;
  enrolmentId: string;
  number: number;
  instalments: number;
  dueDate: string;
  paidOn: string;
  amountPaise: number;
  via: 'online' | 'cash';
  /** The gateway's payment id (online) or nothing (cash at a showroom). */
  paymentReference: string | null;
  paidSoFarPaise: number;
}

const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** An Indian calendar date (YYYY-MM-DD) as written on the receipt: "29 Nov 2026". */
const writeDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * A gold plan instalment's receipt (English, like the store's invoices), drawn with the invoices'
 * PDF kit and fonts: the seller from the store settings, the customer, the plan, the instalment
 * with its amount in rupees, how it was paid, and what the plan holds so far. Not a tax invoice:
 * an instalment is an advance against jewellery, invoiced when the jewellery is bought.
 */
export async function renderInstalmentReceipt(receipt: InstalmentReceipt, { seller, contact }: Pick<StoreSettingsValues, 'seller' | 'contact'>, { compress = true } = {}): Promise<Buffer> {
  const doc = createInvoicePdf({ compress, title: `Receipt ${receipt.receiptNumber}`, author: seller.tradeName, subject: 'Gold plan instalment receipt' });
  drawText(doc, 'RECEIPT', RIGHT - 200, LEFT, { width: 200, align: 'right', size: 15, weight: 'bold' });
  drawText(doc, 'Gold plan instalment', RIGHT - 200, LEFT + 20, { width: 200, align: 'right', size: 7.5, color: COLORS.muted });
  let y = LEFT;
  y += drawText(doc, seller.tradeName, LEFT, y, { size: 22, weight: 'bold', color: COLORS.accent });
  y += drawText(doc, seller.legalName, LEFT, y + 2, { size: 9, weight: 'bold' }) + 2;
  y += drawText(doc, contact.addressLines.join(', '), LEFT, y, { size: 8, width: 320 });
  y += drawText(doc, `GSTIN: ${seller.gstin}    Phone: ${contact.phone}    E-mail: ${contact.email}`, LEFT, y + 1, { size: 8, color: COLORS.muted }) + 1;
  drawRule(doc, LEFT, y + 6, RIGHT, COLORS.accent, 1.2);
  y += 18;

  const facts: [string, string][] = [
    ['Receipt No.', receipt.receiptNumber],
    ['Received from', `${receipt.customerName} (${receipt.customerEmail})`],
    ['Plan', receipt.planName],
    ['Enrolment', receipt.enrolmentId],
    ['Instalment', `${receipt.number} of ${receipt.instalments}`],
    ['Due on', writeDate(receipt.dueDate)],
    ['Paid on', writeDate(receipt.paidOn)],
    ['Paid by', receipt.via === 'cash' ? 'Cash at a showroom' : `Online${receipt.paymentReference ? ` (payment ${receipt.paymentReference})` : ''}`],
  ];
  const rowHeight = 16;
  drawBox(doc, LEFT, y, CONTENT_WIDTH, rowHeight * facts.length + 12);
  facts.forEach(([label, value], row) => {
    drawText(doc, label, LEFT + 10, y + 8 + row * rowHeight, { size: 9, color: COLORS.muted, width: 120 });
    drawText(doc, value, LEFT + 140, y + 8 + row * rowHeight, { size: 9, weight: 'bold', width: CONTENT_WIDTH - 150, singleLine: true });
  });
  y += rowHeight * facts.length + 24;

  drawBox(doc, LEFT, y, CONTENT_WIDTH, 50, COLORS.fill);
  drawText(doc, 'Amount received', LEFT + 10, y + 10, { size: 10, weight: 'bold' });
  drawText(doc, formatInrPaise(receipt.amountPaise), RIGHT - 210, y + 8, { size: 16, weight: 'bold', width: 200, align: 'right', color: COLORS.accent });
  drawText(doc, `Paid into the plan so far: ${formatInrPaise(receipt.paidSoFarPaise)}`, LEFT + 10, y + 30, { size: 8.5, color: COLORS.muted });
  y += 66;
  drawText(
    doc,
    'What the plan holds is redeemed against jewellery at the store and is never refunded in cash. This receipt is not a tax invoice: GST is charged on the invoice of the jewellery the plan buys.',
    LEFT,
    y,
    { size: 8, color: COLORS.muted, width: CONTENT_WIDTH },
  );
  return toBuffer(doc);
}
