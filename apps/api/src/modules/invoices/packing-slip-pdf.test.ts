import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../test/pdf-text';
import type { InvoiceOrder } from './invoice-document';
import { sampleInvoiceOrder } from './invoice.fixtures';
import { getShipToLayout, renderPackingSlipPdf, type PackingSlip } from './packing-slip-pdf';

/** A gift paid cash on delivery, going to a one-line address: the shortest ship-to frame. */
function giftCodSlip(lines: string[] = ['12 MG Road']): PackingSlip {
  const sample = sampleInvoiceOrder('jaipur');
  const order: InvoiceOrder = { ...sample, address: { ...sample.address, lines }, gift: { wrap: true, message: 'Happy anniversary, Maa ♥' }, giftWrapPaise: 150_00 };
  return { order, shippingMethodLabel: 'Standard (3-5 days)', collectPaise: 1_05_000_00, sender: { tradeName: 'Aabhushan Jewellers', addressLines: ['MI Road', 'Jaipur 302001'], phone: '+91 141 400 0000' } };
}

describe('the packing slip', () => {
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

  // Where the renderer draws is the layout above (the API tests share one module registry, so the
  // drawing kit cannot be replaced here to record positions); the slip itself says the right things.
  it.each([
    ['a one-line address', ['12 MG Road']],
    ['a two-line address', ['B-42, Shanti Nagar', 'Near Durgapura Flyover, Tonk Road']],
  ])('draws a gift paid cash on delivery with %s: the cash-on-delivery note and no prices', async (_, lines) => {
    const text = extractPdfText(await renderPackingSlipPdf(giftCodSlip(lines), { compress: false }));
    expect(text).toContain('Pieces');
    expect(text).toContain('Gift: cash on delivery (amount on manifest)');
    expect(text).not.toMatch(/₹/);
  });
});
