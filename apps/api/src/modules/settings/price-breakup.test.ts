import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PriceBreakupAnswer, Product } from '@aabhushan/shared/schemas/catalogue';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { toPriceBreakupJson } from './price-breakup';
import { METAL_RATES, OPENING_STORE_SETTINGS } from './store-settings';

const valuation = { rates: METAL_RATES, gstRatePercent: OPENING_STORE_SETTINGS.gstRatePercent };

let t: TestApp;
let all: Product[];
beforeAll(async () => {
  t = await createTestApp();
  all = (await t.app.inject({ method: 'GET', url: '/api/public/product?limit=1000' })).json().data;
});
afterAll(async () => {
  await t.close();
});

const paise = (rupees: number) => Math.round(rupees * 100);

function expectExactSum(breakup: PriceBreakupAnswer, price: number, label: string) {
  const lines = [breakup.metalValue, breakup.makingCharges, breakup.stoneValue, breakup.gst].map(paise);
  expect(lines.reduce((a, b) => a + b, 0), label).toBe(paise(price));
  expect(breakup.total, label).toBe(price);
  expect(paise(breakup.metalValue), label).toBe(Math.round(breakup.weightGrams * paise(breakup.metalRatePerGram)));
  expect(paise(breakup.gst), label).toBe(paise(price) - Math.round(paise(price) / 1.03));
}

describe('price breakup and hallmark on product answers', () => {
  it('gives every sold-by-weight product and variant a breakup that adds up to its sale price exactly', async () => {
    const withBreakup = all.filter((product) => product.priceBreakup);
    expect(withBreakup.length).toBeGreaterThan(60);
    for (const product of withBreakup) {
      expectExactSum(product.priceBreakup!, product.pricing.salePrice, product.slug);
      const share = product.priceBreakup!.makingCharges / product.pricing.salePrice;
      expect(share, product.slug).toBeGreaterThanOrEqual(0.08);
      expect(share, product.slug).toBeLessThanOrEqual(0.25);
      for (const variant of product.variants) {
        expect(variant.priceBreakup, `${product.slug} ${variant.variantName}`).not.toBeNull();
        expectExactSum(variant.priceBreakup!, variant.pricing.salePrice, `${product.slug} ${variant.variantName}`);
      }
    }
  });

  it('shows the BIS hallmark: purity on every piece, a 6-character HUID on gold and silver', async () => {
    const huids = new Set<string>();
    for (const product of all) {
      expect(product.hallmark, product.slug).not.toBeNull();
      const { purity, huid } = product.hallmark!;
      expect(['22K', '18K', '14K', '925', '950']).toContain(purity);
      if (purity === '950') expect(huid, product.slug).toBeNull();
      else {
        expect(huid, product.slug).toMatch(/^[A-Z0-9]{6}$/);
        huids.add(huid!);
      }
    }
    expect(huids.size).toBe(all.filter((product) => product.hallmark!.purity !== '950').length);
  });

  it('leaves the breakup out of light fashion silver sold at a fixed price', async () => {
    const studs = all.find((product) => product.slug === 'sapphire-blue-silver-studs')!;
    expect(studs.priceBreakup).toBeNull();
    expect(studs.hallmark).toMatchObject({ purity: '925' });
  });

  it('answers the same breakup on the detail call', async () => {
    const detail: Product = (await t.app.inject({ method: 'GET', url: '/api/public/product/lakshmi-temple-gold-necklace' })).json().data;
    expect(detail.priceBreakup).toEqual({ metalValue: 194432, makingCharges: 33722.37, stoneValue: 0, gst: 6844.63, total: 234999, metalRatePerGram: 7840, weightGrams: 24.8 });
  });

  it('is null rather than contradicting its rate when the price is below the metal value', async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.slug, 'lakshmi-temple-gold-necklace'));
    expect(toPriceBreakupJson({ ...row!, metalWeightMg: 40_000 }, row!.salePricePaise, valuation)).toBeNull();
    expect(toPriceBreakupJson({ ...row!, metalWeightMg: null }, row!.salePricePaise, valuation)).toBeNull();
    expect(toPriceBreakupJson({ ...row!, metalPurity: '9K' }, row!.salePricePaise, valuation)).toBeNull();
  });
});

describe('GET /api/public/settings metal rates', () => {
  it('serves the rates behind the breakup in rupees per gram', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/public/settings' })).json();
    expect(data.metalRates).toEqual(
      expect.arrayContaining([
        { metal: 'gold', purity: '22K', ratePerGram: 7840 },
        { metal: 'silver', purity: '925', ratePerGram: 120 },
        { metal: 'platinum', purity: '950', ratePerGram: 3600 },
      ]),
    );
    expect(data.metalRatesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
