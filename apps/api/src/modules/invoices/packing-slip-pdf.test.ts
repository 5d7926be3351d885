import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractPdfText } from '../../test/pdf-text';
import type { InvoiceOrder } from './invoice-document';
import { sampleInvoiceOrder } from './invoice.fixtures';
import type * as Kit from './invoice-pdf-kit';
import { getShipToLayout, renderPackingSlipPdf, type PackingSlip } from './packing-slip-pdf';

/** What the slip draws, where: the texts' tops and the filled boxes, recorded as it renders. */
const drawn = vi.hoisted(() => ({ texts: [] as Array<{ text: string; y: number; size: number }>, boxes: [] as Array<{ y: number; height: number; fill?: string }> }));
vi.mock('./invoice-pdf-kit', async (importOriginal) => {
  const original = await importOriginal<typeof Kit>();
  return {
    ...original,
    drawText: (doc: Kit.Doc, text: string, x: number, y: number, options: Parameters<typeof original.drawText>[4] = {}) => {
      drawn.texts.push({ text, y, size: options.size ?? 9 });
      return original.drawText(doc, text, x, y, options);
    },
    drawBox: (doc: Kit.Doc, x: number, y: number, width: number, height: number, fill?: string) => {
      drawn.boxes.push({ y, height, fill });
      return original.drawBox(doc, x, y, width, height, fill);
    },
  };
});

/** A gift paid cash on delivery, going to a one-line address: the shortest ship-to frame. */
function giftCodSlip(lines: string[] = ['12 MG Road']): PackingSlip {
  const sample = sampleInvoiceOrder('jaipur');
  const order: InvoiceOrder = { ...sample, address: { ...sample.address, lines }, gift: { wrap: true, message: 'Happy anniversary, Maa ♥' }, giftWrapPaise: 150_00 };
  return { order, shippingMethodLabel: 'Standard (3-5 days)', collectPaise: 1_05_000_00, sender: { tradeName: 'Aabhushan Jewellers', addressLines: ['MI Road', 'Jaipur 302001'], phone: '+91 141 400 0000' } };
}

describe('the packing slip', () => {
  afterEach(() => {
    drawn.texts.length = 0;
    drawn.boxes.length = 0;
  });

  it('puts the amount box under the facts, never over them, however short the address', () => {
    for (const addressHeight of [0, 40, 76, 90, 140, 300]) {
      const layout = getShipToLayout(100, addressHeight, 4);
      const lastRowBottom = layout.factTops.at(-1)! + 13;
      expect(layout.collect.top, `address ${addressHeight}`).toBeGreaterThanOrEqual(lastRowBottom);
      expect(layout.bottom).toBeGreaterThanOrEqual(layout.collect.bottom);
      expect(layout.bottom).toBeGreaterThanOrEqual(100 + addressHeight);
    }
    // A tall address keeps the box at the frame's foot, as before.
    expect(getShipToLayout(100, 140, 4)).toMatchObject({ collect: { top: 214, bottom: 234 }, bottom: 240 });
  });

  it.each([
    ['a one-line address', ['12 MG Road']],
    ['a two-line address', ['B-42, Shanti Nagar', 'Near Durgapura Flyover, Tonk Road']],
  ])("draws a gift paid cash on delivery with %s: the 'Pieces' row and the COD box do not overlap", async (_, lines) => {
    const pdf = await renderPackingSlipPdf(giftCodSlip(lines), { compress: false });
    const pieces = drawn.texts.find((text) => text.text === 'Pieces')!;
    const note = drawn.texts.find((text) => text.text.startsWith('Gift: cash on delivery'))!;
    const box = drawn.boxes.find((candidate) => candidate.fill && candidate.y <= note.y && note.y < candidate.y + candidate.height)!;
    expect(box).toBeDefined();
    // The row's text is 8.5 pt at most: it ends above the box's top.
    expect(pieces.y + 8.5 * 1.25).toBeLessThanOrEqual(box.y);
    const text = extractPdfText(pdf);
    expect(text).toContain('Gift: cash on delivery (amount on manifest)');
    expect(text).not.toMatch(/₹/);
  });
});
