import { formatPaiseGrouped } from '@aabhushan/shared/rules/money-paise';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { COLORS, CONTENT_WIDTH, type Doc, drawBox, drawRule, drawText, measureText, PAGE } from './invoice-pdf-kit';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine, index: number) => string;
}

const percent = (rate: number) => `${rate.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
const money = formatPaiseGrouped;

/** The goods table's columns: CGST and SGST within the state, one IGST column otherwise. */
export function invoiceColumns(invoice: InvoiceDocument): Column[] {
  const tax: Column[] =
    invoice.supply === 'intra-state'
      ? [
          { header: `CGST ${percent(invoice.rates.cgst)} (₹)`, width: 50, align: 'right', cell: (line) => money(line.cgstPaise) },
          { header: `SGST ${percent(invoice.rates.sgst)} (₹)`, width: 50, align: 'right', cell: (line) => money(line.sgstPaise) },
        ]
      : [{ header: `IGST ${percent(invoice.rates.igst)} (₹)`, width: 56, align: 'right', cell: (line) => money(line.igstPaise) }];
  const fixed: Column[] = [
    { header: '#', width: 20, align: 'center', cell: (_line, index) => String(index + 1) },
    { header: 'Description of goods', width: 0, align: 'left', cell: (line) => line.description },
    { header: 'HSN', width: 28, align: 'center', cell: (line) => line.hsnCode },
    { header: 'Qty', width: 22, align: 'right', cell: (line) => String(line.quantity) },
    { header: 'Unit price (₹)', width: 56, align: 'right', cell: (line) => money(line.unitPricePaise) },
    { header: 'Discount (₹)', width: 46, align: 'right', cell: (line) => money(line.discountPaise) },
    { header: 'Taxable value (₹)', width: 60, align: 'right', cell: (line) => money(line.taxablePaise) },
    ...tax,
    { header: 'Amount (₹)', width: 60, align: 'right', cell: (line) => money(line.amountPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  fixed[1]!.width = CONTENT_WIDTH - used;
  return fixed;
}

const PAD = 4;
const HEADER_SIZE = 7;
const CELL_SIZE = 7.5;
/** Room kept under the last row on a page: totals, words and signature go on the next page if needed. */
const PAGE_BOTTOM = PAGE.height - PAGE.margin - 24;

function drawHeader(doc: Doc, columns: Column[], y: number): number {
  const height = Math.max(...columns.map((column) => measureText(doc, column.header, { width: column.width - PAD * 2, size: HEADER_SIZE, weight: 'bold' }))) + PAD * 2;
  drawBox(doc, PAGE.margin, y, CONTENT_WIDTH, height, COLORS.fill);
  let x = PAGE.margin;
  for (const column of columns) {
    drawText(doc, column.header, x + PAD, y + PAD, { width: column.width - PAD * 2, size: HEADER_SIZE, weight: 'bold', align: column.align });
    x += column.width;
  }
  return y + height;
}

function rowHeight(doc: Doc, columns: Column[], line: InvoiceLine): number {
  const width = columns[1]!.width - PAD * 2;
  const name = measureText(doc, line.description, { width, size: CELL_SIZE, weight: 'bold' });
  const details = measureText(doc, line.details, { width, size: 6.5 });
  return name + details + PAD * 2 + 1;
}

function drawRow(doc: Doc, columns: Column[], line: InvoiceLine, index: number, y: number, height: number): void {
  let x = PAGE.margin;
  columns.forEach((column, columnIndex) => {
    const width = column.width - PAD * 2;
    if (columnIndex === 1) {
      const nameHeight = drawText(doc, line.description, x + PAD, y + PAD, { width, size: CELL_SIZE, weight: 'bold' });
      drawText(doc, line.details, x + PAD, y + PAD + nameHeight + 1, { width, size: 6.5, color: COLORS.muted });
    } else {
      drawText(doc, column.cell(line, index), x + PAD, y + PAD, { width, size: CELL_SIZE, align: column.align, singleLine: true });
    }
    x += column.width;
  });
  drawRule(doc, PAGE.margin, y + height, PAGE.margin + CONTENT_WIDTH);
}

/** The total row under the goods: quantity, discount, taxable value, tax and amount. */
function drawTotalRow(doc: Doc, columns: Column[], invoice: InvoiceDocument, y: number): number {
  const { totals } = invoice;
  const values: Record<string, string> = {
    Qty: String(invoice.lines.reduce((sum, line) => sum + line.quantity, 0)),
    'Discount (₹)': money(totals.discountPaise),
    'Taxable value (₹)': money(totals.taxablePaise),
    'Amount (₹)': money(totals.goodsPaise),
  };
  const height = 16;
  drawBox(doc, PAGE.margin, y, CONTENT_WIDTH, height, COLORS.fill);
  let x = PAGE.margin;
  for (const column of columns) {
    let value = values[column.header];
    if (column.header.startsWith('CGST')) value = money(totals.cgstPaise);
    if (column.header.startsWith('SGST')) value = money(totals.sgstPaise);
    if (column.header.startsWith('IGST')) value = money(totals.igstPaise);
    if (column.header === 'Description of goods') value = 'Total';
    if (value) drawText(doc, value, x + PAD, y + 4.5, { width: column.width - PAD * 2, size: CELL_SIZE, weight: 'bold', align: column.align, singleLine: true });
    x += column.width;
  }
  return y + height;
}

/** Draws the goods table from y, turning pages as needed; answers the y under it. */
export function drawGoodsTable(doc: Doc, invoice: InvoiceDocument, startY: number): number {
  const columns = invoiceColumns(invoice);
  let y = drawHeader(doc, columns, startY);
  let pageTop = startY;
  invoice.lines.forEach((line, index) => {
    const height = rowHeight(doc, columns, line);
    if (y + height > PAGE_BOTTOM) {
      drawColumnLines(doc, columns, pageTop, y);
      doc.addPage();
      drawText(doc, `Tax invoice ${invoice.invoiceNumber} (continued)`, PAGE.margin, PAGE.margin, { size: 8, weight: 'bold', color: COLORS.muted });
      pageTop = PAGE.margin + 16;
      y = drawHeader(doc, columns, pageTop);
    }
    drawRow(doc, columns, line, index, y, height);
    y += height;
  });
  drawColumnLines(doc, columns, pageTop, y);
  return drawTotalRow(doc, columns, invoice, y);
}

/** Vertical lines between columns and the table's outer edges, from top to bottom. */
function drawColumnLines(doc: Doc, columns: Column[], top: number, bottom: number): void {
  doc.save().lineWidth(0.6).strokeColor(COLORS.rule);
  let x = PAGE.margin;
  doc.moveTo(x, top).lineTo(x, bottom).stroke();
  for (const column of columns) {
    x += column.width;
    doc.moveTo(x, top).lineTo(x, bottom).stroke();
  }
  doc.restore();
}
