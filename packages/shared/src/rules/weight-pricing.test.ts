import { describe, expect, it } from 'vitest';
import { computePriceBreakup } from './price-breakup';
import { priceByWeight } from './weight-pricing';

describe('priceByWeight', () => {
  it('prices 4.25 g of 22K gold at ₹7,840/g with 12 % making and GST of 3 %, to the rupee', () => {
    const price = priceByWeight({ metalWeightMg: 4_250, ratePerGramPaise: 784_000, making: { kind: 'percent', basisPoints: 1_200 }, stoneValuePaise: 0, gstRatePercent: 3 });
    // Metal 4.25 x 7,840 = 33,320; making 12 % = 3,998.40; before GST 37,318.40; with GST 38,437.952 -> 38,438.
    expect(price).toEqual({ metalValuePaise: 3_332_000, makingChargesPaise: 399_840, stoneValuePaise: 0, beforeGstPaise: 3_731_840, pricePaise: 3_843_800 });
  });

  it('takes making charges per gram and adds the stones', () => {
    const price = priceByWeight({ metalWeightMg: 10_000, ratePerGramPaise: 12_000, making: { kind: 'per-gram', paisePerGram: 2_550 }, stoneValuePaise: 50_000, gstRatePercent: 3 });
    // Metal 10 x 120 = 1,200; making 10 x 25.50 = 255; stones 500; 1,955 + 3 % = 2,013.65 -> 2,014.
    expect(price.pricePaise).toBe(201_400);
    expect(price.makingChargesPaise).toBe(25_500);
  });

  it('rounds half a rupee up, and less down', () => {
    const at = (beforeGstPaise: number) => priceByWeight({ metalWeightMg: 1_000, ratePerGramPaise: beforeGstPaise, making: { kind: 'percent', basisPoints: 0 }, stoneValuePaise: 0, gstRatePercent: 0 }).pricePaise;
    expect(at(10_050)).toBe(10_100);
    expect(at(10_049)).toBe(10_000);
  });

  it('gives a price whose breakup shows the same metal value at that rate', () => {
    const input = { metalWeightMg: 7_310, ratePerGramPaise: 641_500, making: { kind: 'percent', basisPoints: 1_450 } as const, stoneValuePaise: 1_250_000, gstRatePercent: 3 };
    const price = priceByWeight(input);
    const breakup = computePriceBreakup({ pricePaise: price.pricePaise, metalWeightMg: input.metalWeightMg, metalRatePerGramPaise: input.ratePerGramPaise, stoneValuePaise: input.stoneValuePaise, gstRatePercent: 3 });
    expect(breakup.belowMaterialValue).toBe(false);
    expect(breakup.metalValuePaise).toBe(price.metalValuePaise);
    // Making charges absorb the rupee rounding and GST's own rounding: within a rupee and a half.
    expect(Math.abs(breakup.makingChargesPaise - price.makingChargesPaise)).toBeLessThanOrEqual(150);
  });

  it('refuses weights and rates that are not whole paise and milligrams', () => {
    expect(() => priceByWeight({ metalWeightMg: 1.5, ratePerGramPaise: 1, making: { kind: 'percent', basisPoints: 0 }, stoneValuePaise: 0, gstRatePercent: 3 })).toThrow(RangeError);
  });
});
