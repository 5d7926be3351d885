import { describe, expect, it } from 'vitest';
import { amountInWords } from '@aabhushan/shared/rules/amount-in-words';
import { findGstState, isValidGstin } from '@aabhushan/shared/rules/gst-state';
import { extractPdfText } from '../../test/pdf-text';
import { buildInvoiceDocument, type InvoiceOrder } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { getInvoiceSeller } from './invoice-seller';
import { sampleInvoiceOrder } from './invoice.fixtures';

const issue = { number: 'AB/26-27/000123', issuedAt: new Date('2026-11-25T09:00:00Z') };
const build = (order: InvoiceOrder) => buildInvoiceDocument(order, issue, getInvoiceSeller(OPENING_STORE_SETTINGS));

describe('getInvoiceSeller', () => {
  it('prints a GSTIN valid in format for the store state, Rajasthan (08)', () => {
    const seller = getInvoiceSeller(OPENING_STORE_SETTINGS);
    expect(isValidGstin(seller.gstin)).toBe(true);
    expect(seller.gstin.slice(0, 2)).toBe(seller.stateCode);
    expect(findGstState(seller.state)).toEqual({ state: 'Rajasthan', stateCode: '08' });
    expect(seller).toMatchObject({ tradeName: 'Aabhushan', hsnCode: '7113', gstRatePercent: 3 });
  });
});

describe('buildInvoiceDocument', () => {
  it('spreads the coupon over the lines and splits CGST and SGST for a Jaipur address', () => {
    const invoice = build(sampleInvoiceOrder('jaipur'));
    expect(invoice.supply).toBe('intra-state');
    expect(invoice.placeOfSupply).toEqual({ state: 'Rajasthan', stateCode: '08' });
    expect(invoice.rates).toEqual({ cgst: 1.5, sgst: 1.5, igst: 0 });
    expect(invoice.lines.map((line) => line.discountPaise).reduce((a, b) => a + b, 0)).toBe(5_000_00);
    for (const line of invoice.lines) {
      expect(line.grossPaise - line.discountPaise).toBe(line.amountPaise);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.amountPaise);
      expect(line.igstPaise).toBe(0);
      expect(line.hsnCode).toBe('7113');
    }
    const { totals } = invoice;
    expect(totals.grossPaise).toBe(1_84_999_00 + 2 * 68_450_50 + 3 * 1_299_00);
    expect(totals.goodsPaise).toBe(totals.grossPaise - 5_000_00);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.goodsPaise);
    expect(totals.grandTotalPaise).toBe(totals.goodsPaise);
    expect(invoice.amountInWords).toBe(amountInWords(totals.grandTotalPaise));
    expect(invoice.lines[0]!.details).toBe('22K Gold · Net wt 28.450 g\nSKU AB-NK-0112\nCertificate IGI DEMO-IGI-24003\nCertificate SGL DEMO-SGL-31001');
    expect(invoice.lines[1]!.details).toBe('22K Gold · Net wt 9.200 g\nSKU AB-ER-0047');
  });

  it('charges IGST to Mumbai and adds shipping to the total', () => {
    const invoice = build(sampleInvoiceOrder('mumbai'));
    expect(invoice.supply).toBe('inter-state');
    expect(invoice.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(invoice.rates).toEqual({ cgst: 0, sgst: 0, igst: 3 });
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
    expect(invoice.totals.taxablePaise + invoice.totals.igstPaise).toBe(invoice.totals.goodsPaise);
    expect(invoice.totals.grandTotalPaise).toBe(invoice.totals.goodsPaise + 500_00);
  });

  it('charges IGST when the state is not one GST knows', () => {
    const order = sampleInvoiceOrder('mumbai');
    const invoice = build({ ...order, address: { ...order.address, state: 'Atlantis' } });
    expect(invoice.supply).toBe('inter-state');
    expect(invoice.placeOfSupply).toEqual({ state: 'Atlantis', stateCode: '' });
  });
});

describe('renderInvoicePdf', () => {
  it('prints a Jaipur order as an intra-state tax invoice', async () => {
    const pdf = await renderInvoicePdf(build(sampleInvoiceOrder('jaipur')), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = extractPdfText(pdf);
    // Wrapped lines joined: a sentence may break anywhere.
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'TAX INVOICE',
      'Aabhushan',
      'Aabhushan Jewels Private Limited',
      '08AAHCA1985K1ZA',
      'AB/26-27/000123',
      'AB-2026-000123',
      '25 Nov 2026',
      'Rajasthan (08)',
      'Intra-state (CGST + SGST)',
      'Kundan Polki Choker Necklace',
      '22K Gold · Net wt 28.450 g',
      'SKU AB-NK-0112 Certificate IGI DEMO-IGI-24003 Certificate SGL DEMO-SGL-31001',
      '1,84,999.00',
      'CGST @ 1.5%',
      'SGST @ 1.5%',
      'Unit price (₹)',
      '₹3,20,797.00',
      'Rupees Three Lakh Twenty Thousand Seven Hundred Ninety-Seven Only',
      'Authorised signatory',
      'This is a computer-generated invoice and does not need a physical signature.',
      'Tax invoice AB/26-27/000123 · Page 1 of 1',
    ]) {
      expect(flat, expected).toContain(expected);
    }
    expect(text.split('\n').filter((line) => line === '7113')).toHaveLength(3);
    expect(text).not.toContain('IGST');
  });

  it('prints a Mumbai order with IGST and shipping', async () => {
    const text = extractPdfText(await renderInvoicePdf(build(sampleInvoiceOrder('mumbai')), { compress: false }));
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('Inter-state (IGST)');
    expect(text).toContain('IGST @ 3%');
    expect(text).toContain('Shipping charges');
    expect(text).toContain('500.00');
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('compresses by default and turns the page for a long order', async () => {
    const order = sampleInvoiceOrder('mumbai');
    const many = Array.from({ length: 30 }, (_, index) => ({ ...order.items[index % 3]!, sku: `AB-LONG-${index}` }));
    const compressed = await renderInvoicePdf(build({ ...order, items: many }));
    expect(compressed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(compressed.toString('latin1')).toContain('/FlateDecode');
    const plain = await renderInvoicePdf(build({ ...order, items: many }), { compress: false });
    expect(plain.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThanOrEqual(2);
    const text = extractPdfText(plain);
    expect(text).toContain('SKU AB-LONG-29');
    expect(text.split('\n')).toContain('30');
    expect(text).toContain('Tax invoice AB/26-27/000123 (continued)');
    expect(text).toMatch(/Page 2 of [23]/);
    // The column headings repeat on the next page.
    expect(text.split('\n').filter((line) => line === 'Description of goods').length).toBeGreaterThanOrEqual(2);
  });
});
