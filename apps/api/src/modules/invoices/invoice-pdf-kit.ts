import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * pdfkit drawing helpers for the invoice. The standard PDF fonts have no rupee sign, so the
 * invoice embeds Mulish (the storefront's own text face) from a pinned font package; pdfkit
 * subsets it, so a page carries only the glyphs it uses.
 */
const require = createRequire(import.meta.url);
export const FONT_PATHS = {
  regular: require.resolve('@expo-google-fonts/mulish/400Regular/Mulish_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/mulish/700Bold/Mulish_700Bold.ttf'),
} as const;

export const COLORS = { text: '#1f1f1f', muted: '#5f5f5f', accent: '#8a6a1f', rule: '#b9b2a3', fill: '#f5efe2' } as const;
export const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

export type Doc = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';

export function createInvoicePdf(options: { compress: boolean; title: string; author: string; subject?: string }): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress,
    // Kept until the end, so each page can say "Page 1 of 2".
    bufferPages: true,
    info: { Title: options.title, Author: options.author, Subject: options.subject ?? 'GST tax invoice', Creator: options.author },
  });
  doc.registerFont('regular', FONT_PATHS.regular);
  doc.registerFont('bold', FONT_PATHS.bold);
  return doc;
}

export interface TextOptions {
  size?: number;
  weight?: Weight;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** One line only: longer text is cut with an ellipsis rather than wrapped. */
  singleLine?: boolean;
}

function setFont(doc: Doc, { size = 8, weight = 'regular', color = COLORS.text }: TextOptions): void {
  doc.font(weight).fontSize(size).fillColor(color);
}

/** Draws text at (x, y); answers the height it took. */
export function drawText(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): number {
  setFont(doc, options);
  const width = options.width;
  const shown = options.singleLine && width !== undefined ? fitToWidth(doc, text, width) : text;
  const textOptions = { width, align: options.align ?? 'left', lineBreak: !options.singleLine, lineGap: 1 };
  doc.text(shown, x, y, textOptions);
  return doc.heightOfString(shown, textOptions);
}

/** The height text would take, without drawing it. */
export function measureText(doc: Doc, text: string, options: TextOptions & { width: number }): number {
  setFont(doc, options);
  return doc.heightOfString(text, { width: options.width, lineGap: 1 });
}

function fitToWidth(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export function drawRule(doc: Doc, x1: number, y: number, x2: number, color: string = COLORS.rule, width = 0.6): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

export function drawBox(doc: Doc, x: number, y: number, width: number, height: number, fill?: string): void {
  doc.save();
  if (fill) doc.rect(x, y, width, height).fillColor(fill).fill();
  doc.rect(x, y, width, height).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
  doc.restore();
}

/** "Tax invoice AB/26-27/000123 · Page 1 of 2" at the foot of every page. */
export function drawPageNumbers(doc: Doc, invoiceNumber: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin: without this pdfkit would start a new page for the text.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    drawText(doc, `Tax invoice ${invoiceNumber} · Page ${index - start + 1} of ${count}`, PAGE.margin, PAGE.height - 24, { size: 7, color: COLORS.muted, width: CONTENT_WIDTH, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

/** Collects the finished PDF into one buffer. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
