import { formatInrPaise, formatPaiseGrouped } from '@aabhushan/shared/rules/money-paise';
import { GIFT_WRAP_LINE, type InvoiceDocument, type InvoiceParty } from './invoice-document';
import { COLORS, CONTENT_WIDTH, createInvoicePdf, type Doc, drawBox, drawPageNumbers, drawRule, drawText, measureText, PAGE, toBuffer } from './invoice-pdf-kit';
import { drawGoodsTable } from './invoice-pdf-table';

const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;
const HALF = CONTENT_WIDTH / 2;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** Dates as the customer's calendar has them (India Standard Time): "25 Nov 2026". */
export const formatInvoiceDate = (date: Date) => dateFormat.format(date);
const stateWithCode = (party: { state: string; stateCode: string }) => (party.stateCode ? `${party.state} (${party.stateCode})` : party.state);

function drawSellerHeader(doc: Doc, invoice: InvoiceDocument): number {
  const { seller } = invoice;
  drawText(doc, 'TAX INVOICE', RIGHT - 200, LEFT, { width: 200, align: 'right', size: 15, weight: 'bold' });
  drawText(doc, 'Original for recipient', RIGHT - 200, LEFT + 20, { width: 200, align: 'right', size: 7.5, color: COLORS.muted });
  let y = LEFT;
  y += drawText(doc, seller.tradeName, LEFT, y, { size: 22, weight: 'bold', color: COLORS.accent });
  y += drawText(doc, seller.legalName, LEFT, y + 2, { size: 9, weight: 'bold' }) + 2;
  y += drawText(doc, seller.addressLines.join(', '), LEFT, y, { size: 8, width: 320 });
  y += drawText(doc, `GSTIN: ${seller.gstin}    State: ${seller.state}    State code: ${seller.stateCode}`, LEFT, y + 1, { size: 8, weight: 'bold' }) + 1;
  y += drawText(doc, `Phone: ${seller.phone}    E-mail: ${seller.email}`, LEFT, y, { size: 8, color: COLORS.muted });
  drawRule(doc, LEFT, y + 6, RIGHT, COLORS.accent, 1.2);
  return y + 12;
}

/** Label and value pairs in two columns inside one box. */
function drawFacts(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const left: [string, string][] = [
    ['Invoice No.', invoice.invoiceNumber],
    ['Invoice date', formatInvoiceDate(invoice.invoiceDate)],
    ['Order No.', invoice.orderNumber],
    ['Order date', formatInvoiceDate(invoice.orderDate)],
  ];
  const right: [string, string][] = [
    ['Place of supply', stateWithCode(invoice.placeOfSupply)],
    ['Supply type', invoice.supply === 'intra-state' ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'],
    ['Payment', invoice.paymentMethodLabel],
    ['Tax on reverse charge', 'No'],
  ];
  const rowHeight = 12;
  const height = rowHeight * left.length + 10;
  drawBox(doc, LEFT, top, CONTENT_WIDTH, height);
  doc.save().moveTo(LEFT + HALF, top).lineTo(LEFT + HALF, top + height).lineWidth(0.6).strokeColor(COLORS.rule).stroke().restore();
  [left, right].forEach((pairs, column) => {
    const x = LEFT + column * HALF + 8;
    pairs.forEach(([label, value], row) => {
      const y = top + 6 + row * rowHeight;
      drawText(doc, label, x, y, { size: 8, color: COLORS.muted, width: 100 });
      drawText(doc, value, x + 100, y, { size: 8, weight: 'bold', width: HALF - 116, singleLine: true });
    });
  });
  return top + height;
}

function partyText(party: InvoiceParty): string {
  return [...party.lines, `State: ${stateWithCode(party)}`, `Phone: ${party.phone}`].join('\n');
}

function drawParties(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const boxes: [string, InvoiceParty][] = [
    ['Bill to', invoice.buyer],
    ['Ship to', invoice.shipTo],
  ];
  const width = HALF - 8 - 8;
  const body = Math.max(...boxes.map(([, party]) => measureText(doc, partyText(party), { width, size: 8 })));
  const height = 8 + 11 + 12 + body + 8;
  drawBox(doc, LEFT, top, CONTENT_WIDTH, height);
  doc.save().moveTo(LEFT + HALF, top).lineTo(LEFT + HALF, top + height).lineWidth(0.6).strokeColor(COLORS.rule).stroke().restore();
  boxes.forEach(([title, party], column) => {
    const x = LEFT + column * HALF + 8;
    drawText(doc, title.toUpperCase(), x, top + 8, { size: 7, weight: 'bold', color: COLORS.accent });
    drawText(doc, party.name, x, top + 19, { size: 9, weight: 'bold', width, singleLine: true });
    drawText(doc, partyText(party), x, top + 31, { size: 8, width });
  });
  return top + height;
}

function drawTotals(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const { totals, rates } = invoice;
  const rows: [string, string][] = [];
  if (totals.discountPaise > 0) {
    rows.push([invoice.lines.some((line) => line.description === GIFT_WRAP_LINE.description) ? 'Gross value (goods, gift wrap)' : 'Gross value of goods', formatPaiseGrouped(totals.grossPaise)], ['Less: coupon discount', `-${formatPaiseGrouped(totals.discountPaise)}`]);
  }
  rows.push(['Taxable value', formatPaiseGrouped(totals.taxablePaise)]);
  if (invoice.supply === 'intra-state') {
    rows.push([`CGST @ ${rates.cgst}%`, formatPaiseGrouped(totals.cgstPaise)], [`SGST @ ${rates.sgst}%`, formatPaiseGrouped(totals.sgstPaise)]);
  } else {
    rows.push([`IGST @ ${rates.igst}%`, formatPaiseGrouped(totals.igstPaise)]);
  }
  rows.push(['Shipping charges', formatPaiseGrouped(totals.shippingPaise)]);
  const width = 220;
  const x = RIGHT - width;
  const rowHeight = 13;
  const height = rows.length * rowHeight + 8 + 20;
  drawBox(doc, x, top, width, height);
  rows.forEach(([label, value], index) => {
    const y = top + 6 + index * rowHeight;
    drawText(doc, label, x + 8, y, { size: 8, color: COLORS.muted, width: 120 });
    drawText(doc, value, x + 120, y, { size: 8, width: width - 128, align: 'right' });
  });
  const totalTop = top + 8 + rows.length * rowHeight;
  drawBox(doc, x, totalTop - 2, width, 22, COLORS.fill);
  drawText(doc, 'Invoice total', x + 8, totalTop + 4, { size: 9.5, weight: 'bold', width: 110 });
  drawText(doc, formatInrPaise(totals.grandTotalPaise), x + 110, totalTop + 4, { size: 9.5, weight: 'bold', width: width - 118, align: 'right' });
  const paymentsHeight = drawPaymentsReceived(doc, invoice, x, width, totalTop + 24);

  const wordsWidth = CONTENT_WIDTH - width - 12;
  drawText(doc, 'AMOUNT IN WORDS', LEFT, top + 4, { size: 7, weight: 'bold', color: COLORS.accent });
  let y = top + 16;
  y += drawText(doc, invoice.amountInWords, LEFT, y, { size: 8.5, weight: 'bold', width: wordsWidth }) + 8;
  drawText(doc, `Prices include GST. HSN ${invoice.seller.hsnCode}: articles of jewellery of precious metal. Tax is not payable on reverse charge.`, LEFT, y, {
    size: 7,
    color: COLORS.muted,
    width: wordsWidth,
  });
  return top + height + paymentsHeight;
}

/**
 * A gold plan's credit is a payment received against the invoice total (GST is charged on the
 * full value above): its line with the plan's enrolment reference, then the balance.
 */
function drawPaymentsReceived(doc: Doc, invoice: InvoiceDocument, x: number, width: number, top: number): number {
  const plan = invoice.payments.goldPlan;
  if (!plan) return 0;
  const balance = invoice.payments.balancePaise;
  const height = 52;
  drawBox(doc, x, top, width, height);
  drawText(doc, 'Paid from gold plan', x + 8, top + 6, { size: 8, color: COLORS.muted, width: 120 });
  drawText(doc, `-${formatPaiseGrouped(plan.amountPaise)}`, x + 120, top + 6, { size: 8, width: width - 128, align: 'right' });
  drawText(doc, `Enrolment ${plan.enrolmentReference}`, x + 8, top + 18, { size: 6.5, color: COLORS.muted, width: width - 16, singleLine: true });
  drawText(doc, 'Balance payable', x + 8, top + 35, { size: 8.5, weight: 'bold', width: 130 });
  drawText(doc, formatInrPaise(balance), x + 130, top + 35, { size: 8.5, weight: 'bold', width: width - 138, align: 'right' });
  return height + 4;
}

function drawDeclarationAndSignature(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const width = 220;
  drawText(doc, 'DECLARATION', LEFT, top, { size: 7, weight: 'bold', color: COLORS.accent });
  drawText(doc, 'We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.', LEFT, top + 11, {
    size: 7.5,
    width: CONTENT_WIDTH - width - 12,
  });
  drawText(doc, `For ${invoice.seller.legalName}`, RIGHT - width, top, { size: 8, weight: 'bold', width, align: 'right' });
  drawRule(doc, RIGHT - 150, top + 46, RIGHT);
  drawText(doc, 'Authorised signatory', RIGHT - width, top + 50, { size: 8, width, align: 'right', color: COLORS.muted });
  const y = top + 72;
  drawRule(doc, LEFT, y, RIGHT);
  drawText(doc, 'This is a computer-generated invoice and does not need a physical signature.', LEFT, y + 6, { size: 7.5, width: CONTENT_WIDTH, align: 'center', color: COLORS.muted });
  return y + 18;
}

/** Room the totals, words, declaration and signature need under the table. */
const CLOSING_HEIGHT = 210;
/** More when a gold plan's credit is shown as a payment received. */
const PAYMENTS_HEIGHT = 60;

/**
 * Renders a GST tax invoice (A4) as PDF bytes. `compress: false` keeps the page content
 * readable, which the tests use to find the printed text.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = createInvoicePdf({ compress, title: `Tax invoice ${invoice.invoiceNumber}`, author: invoice.seller.legalName });
  let y = drawSellerHeader(doc, invoice);
  y = drawFacts(doc, invoice, y + 4);
  y = drawParties(doc, invoice, y + 8);
  y = drawGoodsTable(doc, invoice, y + 10);
  if (y + CLOSING_HEIGHT + (invoice.payments.goldPlan ? PAYMENTS_HEIGHT : 0) > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  y = drawTotals(doc, invoice, y + 10);
  drawDeclarationAndSignature(doc, invoice, y + 18);
  drawPageNumbers(doc, invoice.invoiceNumber);
  return toBuffer(doc);
}
