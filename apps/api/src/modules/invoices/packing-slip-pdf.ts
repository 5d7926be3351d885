import { formatInrPaise } from '@aabhushan/shared/rules/money-paise';
import type { InvoiceOrder, InvoiceOrderItem } from './invoice-document';
import { COLORS, CONTENT_WIDTH, createInvoicePdf, type Doc, drawBox, drawRule, drawText, measureText, PAGE, toBuffer } from './invoice-pdf-kit';
import { formatInvoiceDate } from './invoice-pdf';
import { drawMixedText } from './pdf-mixed-text';

/** What the packer and the courier need: the pieces, where they go, and what to collect. */
export interface PackingSlip {
  order: InvoiceOrder;
  shippingMethodLabel: string;
  /** Cash to collect on delivery (paise); null when paid online. */
  collectPaise: number | null;
  sender: { tradeName: string; addressLines: readonly string[]; phone: string };
}

const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;
const HALF = CONTENT_WIDTH / 2;

const COLUMNS = [
  { header: '#', width: 22, align: 'center' as const },
  { header: 'Piece', width: CONTENT_WIDTH - 22 - 120 - 30 - 50, align: 'left' as const },
  { header: 'Metal, net weight', width: 120, align: 'left' as const },
  { header: 'Qty', width: 30, align: 'right' as const },
  { header: 'Packed', width: 50, align: 'center' as const },
];

const pieceText = (item: InvoiceOrderItem) =>
  [item.name, item.variantLabel, item.sku ? `SKU ${item.sku}` : '', ...(item.certificates ?? []).map((certificate) => `Certificate ${certificate}`)].filter(Boolean).join('\n');
/** Room under a piece's name for its engraving line. */
const ENGRAVING_ROOM = 14;
const metalText = (item: InvoiceOrderItem) =>
  [item.metalPurity, item.netWeightGrams === null ? null : `${item.netWeightGrams.toFixed(3)} g`].filter(Boolean).join(', ') || '-';

function drawHeader(doc: Doc, slip: PackingSlip): number {
  drawText(doc, 'PACKING SLIP', RIGHT - 200, LEFT, { width: 200, align: 'right', size: 15, weight: 'bold' });
  drawText(doc, 'No prices: keep the value of the parcel private', RIGHT - 220, LEFT + 20, { width: 220, align: 'right', size: 7.5, color: COLORS.muted });
  let y = LEFT;
  y += drawText(doc, slip.sender.tradeName, LEFT, y, { size: 22, weight: 'bold', color: COLORS.accent });
  y += drawText(doc, `From: ${slip.sender.addressLines.join(', ')} · ${slip.sender.phone}`, LEFT, y + 2, { size: 8, width: 330 }) + 2;
  drawRule(doc, LEFT, y + 6, RIGHT, COLORS.accent, 1.2);
  return y + 14;
}

/** The facts beside the address: the first row's top, one row's height (8.5 pt text and its gap). */
const FACTS_TOP = 8;
const FACT_ROW = 13;
/** The amount box under the facts, with the gap kept around it. */
const COLLECT_HEIGHT = 20;
const COLLECT_GAP = 6;

/**
 * Where the ship-to frame's parts go (page points): the facts' rows from the top, the amount box
 * under the last row (never over it, however short the address), and the frame's bottom, tall
 * enough for the address and the amount box.
 */
export function getShipToLayout(top: number, addressHeight: number, factCount: number) {
  const factTops = Array.from({ length: factCount }, (_, row) => top + FACTS_TOP + row * FACT_ROW);
  const factsBottom = top + FACTS_TOP + factCount * FACT_ROW;
  const collectTop = Math.max(factsBottom + COLLECT_GAP, top + addressHeight - COLLECT_HEIGHT - COLLECT_GAP);
  const bottom = Math.max(top + addressHeight, collectTop + COLLECT_HEIGHT + COLLECT_GAP);
  return { factTops, factsBottom, collect: { top: collectTop, bottom: collectTop + COLLECT_HEIGHT }, bottom };
}

function drawShipTo(doc: Doc, slip: PackingSlip, top: number): number {
  const { address } = slip.order;
  const lines = [...address.lines, `${address.city}, ${address.state} ${address.pincode}`, `Phone: ${address.phone}`].join('\n');
  const width = HALF - 16;
  const facts: [string, string][] = [
    ['Order No.', slip.order.orderNumber],
    ['Order date', formatInvoiceDate(slip.order.orderDate)],
    ['Shipping', slip.shippingMethodLabel],
    ['Pieces', String(slip.order.items.reduce((sum, item) => sum + item.quantity, 0))],
  ];
  const layout = getShipToLayout(top, 8 + 11 + 14 + measureText(doc, lines, { width, size: 9 }) + 10, facts.length);
  const height = layout.bottom - top;
  drawBox(doc, LEFT, top, CONTENT_WIDTH, height);
  doc.save().moveTo(LEFT + HALF, top).lineTo(LEFT + HALF, top + height).lineWidth(0.6).strokeColor(COLORS.rule).stroke().restore();
  drawText(doc, 'SHIP TO', LEFT + 8, top + 8, { size: 7, weight: 'bold', color: COLORS.accent });
  drawText(doc, address.fullName, LEFT + 8, top + 19, { size: 11, weight: 'bold', width, singleLine: true });
  drawText(doc, lines, LEFT + 8, top + 33, { size: 9, width });

  const x = LEFT + HALF + 8;
  facts.forEach(([label, value], row) => {
    drawText(doc, label, x, layout.factTops[row]!, { size: 8, color: COLORS.muted, width: 80 });
    drawText(doc, value, x + 80, layout.factTops[row]!, { size: 8.5, weight: 'bold', width: HALF - 96, singleLine: true });
  });
  // A gift's slip goes into the parcel: no amount on it (the courier's manifest carries what to collect).
  const collect = slip.order.gift
    ? slip.collectPaise === null
      ? 'Gift: prepaid, no prices inside'
      : 'Gift: cash on delivery (amount on manifest)'
    : slip.collectPaise === null
      ? 'Prepaid: collect nothing'
      : `Cash on delivery: collect ${formatInrPaise(slip.collectPaise)}`;
  drawBox(doc, x - 2, layout.collect.top, HALF - 12, COLLECT_HEIGHT, COLORS.fill);
  drawText(doc, collect, x + 4, layout.collect.top + 5, { size: 9, weight: 'bold', width: HALF - 24, singleLine: true });
  return layout.bottom;
}

function drawPieces(doc: Doc, items: readonly InvoiceOrderItem[], top: number): number {
  const drawRow = (cells: string[], y: number, header: boolean, engraving: string | null = null) => {
    let x = LEFT;
    const height =
      Math.max(...cells.map((cell, i) => measureText(doc, cell, { width: COLUMNS[i]!.width - 8, size: header ? 7.5 : 8.5, weight: header ? 'bold' : 'regular' }))) + 10 + (engraving ? ENGRAVING_ROOM : 0);
    if (header) drawBox(doc, LEFT, y, CONTENT_WIDTH, height, COLORS.fill);
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!;
      drawText(doc, cell, x + 4, y + 5, { size: header ? 7.5 : 8.5, weight: header ? 'bold' : 'regular', width: column.width - 8, align: column.align });
      x += column.width;
    });
    if (engraving) {
      const x = LEFT + COLUMNS[0]!.width + 4;
      const top = y + height - 5 - ENGRAVING_ROOM;
      drawText(doc, 'Engrave:', x, top + 1, { size: 8, weight: 'bold', color: COLORS.accent });
      drawMixedText(doc, `“${engraving}”`, x + 40, top, { size: 9.5, weight: 'bold', width: COLUMNS[1]!.width + COLUMNS[2]!.width - 50 });
    }
    if (!header) {
      // An empty box to tick when the piece is in the parcel.
      doc.save().rect(RIGHT - COLUMNS[4]!.width / 2 - 6, y + 5, 12, 12).lineWidth(0.8).strokeColor(COLORS.text).stroke().restore();
      drawRule(doc, LEFT, y + height, RIGHT);
    }
    return height;
  };
  let y = top;
  y += drawRow(COLUMNS.map((column) => column.header), y, true);
  items.forEach((item, index) => {
    const cells = [String(index + 1), pieceText(item), metalText(item), String(item.quantity), ''];
    if (y + 60 > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    y += drawRow(cells, y, false, item.engraving);
  });
  return y;
}

/** The gift's instructions: wrap or not, and the card to print and put in, in the shopper's own words. */
function drawGiftCard(doc: Doc, gift: NonNullable<PackingSlip['order']['gift']>, top: number): number {
  const text = gift.message ?? '';
  const width = CONTENT_WIDTH - 32;
  const probe = text ? drawMixedText(doc, text, 0, 0, { size: 11, width, measure: true }) : 0;
  const height = 30 + (text ? probe + 16 : 0);
  drawBox(doc, LEFT, top, CONTENT_WIDTH, height, COLORS.fill);
  drawText(doc, gift.wrap ? 'GIFT · WRAP THE PARCEL · PUT IN THE CARD BELOW' : 'GIFT · NO WRAP · PUT IN THE CARD BELOW', LEFT + 12, top + 10, { size: 8, weight: 'bold', color: COLORS.accent, width });
  if (!text) drawText(doc, 'No message: put in a blank card.', LEFT + 12, top + 20, { size: 8, color: COLORS.muted, width });
  else drawMixedText(doc, text, LEFT + 16, top + 26, { size: 11, width, align: 'center' });
  return top + height;
}

/** Renders a packing slip (A4) as PDF bytes: the pieces with a box to tick, the address, no prices. */
export async function renderPackingSlipPdf(slip: PackingSlip, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = createInvoicePdf({ compress, title: `Packing slip ${slip.order.orderNumber}`, author: slip.sender.tradeName, subject: 'Packing slip' });
  let y = drawHeader(doc, slip);
  y = drawShipTo(doc, slip, y);
  y = drawPieces(doc, slip.order.items, y + 12);
  if (slip.order.gift) y = drawGiftCard(doc, slip.order.gift, y + 16);
  drawText(doc, 'Packed by: ____________________    Checked by: ____________________    Parcel sealed at: __________', LEFT, y + 24, { size: 8.5, width: CONTENT_WIDTH });
  return toBuffer(doc);
}
