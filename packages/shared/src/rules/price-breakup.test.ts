import { describe, expect, it } from 'vitest';
import { computePriceBreakup, findMetalRate, getInclusiveGstPaise, getMetalValuePaise, type PriceBreakup } from './price-breakup';

const sum = (b: PriceBreakup) => b.metalValuePaise + b.makingChargesPaise + b.stoneValuePaise + b.gstPaise;

describe('getInclusiveGstPaise', () => {
  it('takes 3 % out of a GST-inclusive price, rounding the price before tax to the paisa', () => {
    expect(getInclusiveGstPaise(10_300, 3)).toBe(300);
    expect(getInclusiveGstPaise(23_499_900, 3)).toBe(23_499_900 - Math.round(23_499_900 / 1.03));
    expect(getInclusiveGstPaise(100, 3)).toBe(3); // 100 / 1.03 = 97.09 -> 97
    expect(getInclusiveGstPaise(0, 3)).toBe(0);
    expect(getInclusiveGstPaise(5_000, 0)).toBe(0);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => getInclusiveGstPaise(10.5, 3)).toThrow(RangeError);
    expect(() => getInclusiveGstPaise(-1, 3)).toThrow(RangeError);
  });
});

describe('getMetalValuePaise', () => {
  it('multiplies grams by the rate per gram and rounds to the paisa', () => {
    expect(getMetalValuePaise(24_800, 784_000)).toBe(19_443_200); // 24.8 g x ₹7,840
    expect(getMetalValuePaise(1, 784_000)).toBe(784);
    expect(getMetalValuePaise(3, 12_001)).toBe(36); // 36.003 -> 36
  });
});

describe('computePriceBreakup', () => {
  it('splits a 22K necklace price into metal, making and GST', () => {
    const breakup = computePriceBreakup({ pricePaise: 23_499_900, metalWeightMg: 24_800, metalRatePerGramPaise: 784_000, stoneValuePaise: 0, gstRatePercent: 3 });
    expect(breakup.metalValuePaise).toBe(19_443_200);
    expect(breakup.gstPaise).toBe(684_463);
    expect(breakup.makingChargesPaise).toBe(23_499_900 - 19_443_200 - 684_463);
    expect(breakup.belowMaterialValue).toBe(false);
    expect(sum(breakup)).toBe(breakup.totalPaise);
  });

  it('adds up exactly to the price for thousands of prices, weights and stone values', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let i = 0; i < 5_000; i += 1) {
      const pricePaise = 100 + (next() % 30_000_000);
      const metalWeightMg = next() % 40_000;
      const input = { pricePaise, metalWeightMg, metalRatePerGramPaise: 12_000 + (next() % 900_000), stoneValuePaise: next() % pricePaise, gstRatePercent: 3 };
      const breakup = computePriceBreakup(input);
      expect(sum(breakup)).toBe(pricePaise);
      expect(breakup.totalPaise).toBe(pricePaise);
      for (const line of [breakup.metalValuePaise, breakup.makingChargesPaise, breakup.stoneValuePaise, breakup.gstPaise]) {
        expect(Number.isInteger(line) && line >= 0).toBe(true);
      }
      if (!breakup.belowMaterialValue) {
        expect(breakup.metalValuePaise).toBe(getMetalValuePaise(metalWeightMg, input.metalRatePerGramPaise));
        expect(breakup.stoneValuePaise).toBe(input.stoneValuePaise);
      }
    }
  });

  it('flags a price below its metal and stones: making 0, metal cut to fit, lines still add up', () => {
    // 10 g of 22K at ₹7,840 is ₹78,400 of metal, more than a ₹60,000 price holds.
    const breakup = computePriceBreakup({ pricePaise: 6_000_000, metalWeightMg: 10_000, metalRatePerGramPaise: 784_000, stoneValuePaise: 500_000, gstRatePercent: 3 });
    expect(breakup.belowMaterialValue).toBe(true);
    expect(breakup.makingChargesPaise).toBe(0);
    expect(breakup.stoneValuePaise).toBe(500_000);
    expect(breakup.metalValuePaise).toBe(6_000_000 - breakup.gstPaise - 500_000);
    expect(sum(breakup)).toBe(6_000_000);
  });

  it('cuts the stone value too when stones alone exceed the price before tax', () => {
    const breakup = computePriceBreakup({ pricePaise: 103_000, metalWeightMg: 1_000, metalRatePerGramPaise: 784_000, stoneValuePaise: 200_000, gstRatePercent: 3 });
    expect(breakup).toEqual({ metalValuePaise: 0, makingChargesPaise: 0, stoneValuePaise: 100_000, gstPaise: 3_000, totalPaise: 103_000, belowMaterialValue: true });
  });

  it('is exact at the edge where making charges are exactly 0', () => {
    const breakup = computePriceBreakup({ pricePaise: 103_000, metalWeightMg: 10_000, metalRatePerGramPaise: 10_000, stoneValuePaise: 0, gstRatePercent: 3 });
    expect(breakup).toMatchObject({ metalValuePaise: 100_000, makingChargesPaise: 0, gstPaise: 3_000, belowMaterialValue: false });
  });
});

describe('findMetalRate', () => {
  it('finds a rate by hallmark purity', () => {
    const rates = [{ metal: 'gold' as const, purity: '22K', ratePerGramPaise: 784_000 }, { metal: 'silver' as const, purity: '925', ratePerGramPaise: 12_000 }];
    expect(findMetalRate(rates, '925')?.ratePerGramPaise).toBe(12_000);
    expect(findMetalRate(rates, '9K')).toBeUndefined();
  });
});
