import { describe, expect, it } from 'vitest';
import { computePriceBreakup, findMetalRate } from '@aabhushan/shared/rules/price-breakup';
import { METAL_RATES, OPENING_STORE_SETTINGS } from '../../modules/settings/store-settings';
import { offerEndsAt, OFFER_DAYS } from './banners';
import { demoHuid, parseGrossWeightMg } from './product-valuation';
import { seedProducts } from './products';

describe('demo hallmarks and breakup inputs', () => {
  it('gives each gold and silver piece its own HUID and platinum none', () => {
    const huids = seedProducts.map((p) => p.valuation.huid).filter((huid): huid is string => huid !== null);
    expect(new Set(huids).size).toBe(huids.length);
    for (const p of seedProducts) {
      if (p.valuation.purity === '950') expect(p.valuation.huid, p.slug).toBeNull();
      else expect(p.valuation.huid, p.slug).toMatch(/^[A-Z0-9]{6}$/);
    }
    expect(demoHuid('any-slug')).toBe(demoHuid('any-slug'));
  });

  it('keeps the net metal weight within the gross weight shown', () => {
    for (const p of seedProducts) {
      const gross = parseGrossWeightMg(p.attributes.find((a) => a.name === 'Weight')!.value);
      if (p.valuation.metalWeightMg !== null) {
        expect(p.valuation.metalWeightMg, p.slug).toBeGreaterThan(0);
        expect(p.valuation.metalWeightMg, p.slug).toBeLessThanOrEqual(gross);
      }
    }
    expect(parseGrossWeightMg('28.0 g (pair)')).toBe(28_000);
    expect(() => parseGrossWeightMg('heavy')).toThrow();
  });

  it('sells only light fashion silver at a fixed price; everything else has a sensible breakup', () => {
    const fixed = seedProducts.filter((p) => p.valuation.metalWeightMg === null);
    expect(fixed.every((p) => p.valuation.purity === '925')).toBe(true);
    expect(fixed.length).toBeLessThanOrEqual(10);
    for (const p of seedProducts.filter((x) => x.valuation.metalWeightMg !== null)) {
      const rate = findMetalRate(METAL_RATES, p.valuation.purity)!;
      for (const price of [p.price, ...p.variants.map((v) => v.price)]) {
        const breakup = computePriceBreakup({
          pricePaise: price.salePaise,
          metalWeightMg: p.valuation.metalWeightMg!,
          metalRatePerGramPaise: rate.ratePerGramPaise,
          stoneValuePaise: p.valuation.stoneValuePaise,
          gstRatePercent: OPENING_STORE_SETTINGS.gstRatePercent,
        });
        expect(breakup.belowMaterialValue, p.slug).toBe(false);
        const making = breakup.makingChargesPaise / price.salePaise;
        expect(making, `${p.slug} at ${price.salePaise}`).toBeGreaterThanOrEqual(0.08);
        expect(making, `${p.slug} at ${price.salePaise}`).toBeLessThanOrEqual(0.25);
      }
      if (p.gem === 'none') expect(p.valuation.stoneValuePaise, p.slug).toBe(0);
    }
  });

  it('tags exactly the discounted pieces as sale', () => {
    for (const p of seedProducts) expect(p.tags.includes('sale'), p.slug).toBe(p.price.mrpPaise > p.price.salePaise);
  });
});

describe('offerEndsAt', () => {
  it('ends the offer at 23:59:59 IST, OFFER_DAYS days after seeding', () => {
    const end = offerEndsAt(new Date('2026-03-10T20:00:00Z')); // 11 March, 01:30 IST
    expect(end.toISOString()).toBe(`2026-03-${11 + OFFER_DAYS}T18:29:59.000Z`);
    expect(offerEndsAt(new Date('2026-03-10T10:00:00Z')).toISOString()).toBe(`2026-03-${10 + OFFER_DAYS}T18:29:59.000Z`);
  });
});
