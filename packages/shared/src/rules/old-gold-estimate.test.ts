import { describe, expect, it } from 'vitest';
import { estimateOldGold } from './old-gold-estimate';

const SEED = { exchangeDeductionPercent: 0, buybackDeductionPercent: 3 };
/** 22K gold at ₹7,840 a gram. */
const RATE_22K = 784_000;

describe('the old-gold estimate', () => {
  it('values 10 g of 22K gold at the rate, with the seed deductions (exchange 0 %, buyback 3 %)', () => {
    expect(estimateOldGold({ ratePerGramPaise: RATE_22K, weightMg: 10_000, ...SEED })).toEqual({
      grossValuePaise: 7_840_000,
      exchangeValuePaise: 7_840_000,
      // ₹78,400 less 3 % (₹2,352).
      buybackValuePaise: 7_604_800,
    });
  });

  it('values the least weight, 0.1 g, to the rupee', () => {
    // ₹784 for 0.1 g; 3 % off is ₹760.48, so ₹760.
    expect(estimateOldGold({ ratePerGramPaise: RATE_22K, weightMg: 100, ...SEED })).toEqual({ grossValuePaise: 78_400, exchangeValuePaise: 78_400, buybackValuePaise: 76_000 });
  });

  it('values the most weight, 1,000 g, exactly', () => {
    // 1 kg of 24K at ₹8,550: ₹85,50,000; less 3 %: ₹82,93,500.
    expect(estimateOldGold({ ratePerGramPaise: 855_000, weightMg: 1_000_000, ...SEED })).toEqual({
      grossValuePaise: 855_000_000,
      exchangeValuePaise: 855_000_000,
      buybackValuePaise: 829_350_000,
    });
  });

  it('rounds the gross value half up to the rupee', () => {
    // 0.125 g of silver at ₹120: ₹15 exactly; 0.1 g at ₹125.05: ₹12.505 rounds to ₹13; 0.1 g at ₹124.95: ₹12.495 to ₹12.
    expect(estimateOldGold({ ratePerGramPaise: 12_000, weightMg: 125, ...SEED }).grossValuePaise).toBe(1_500);
    expect(estimateOldGold({ ratePerGramPaise: 12_505, weightMg: 100, ...SEED }).grossValuePaise).toBe(1_300);
    expect(estimateOldGold({ ratePerGramPaise: 12_495, weightMg: 100, ...SEED }).grossValuePaise).toBe(1_200);
    // ₹0.50 exactly is a rupee; just below is none.
    expect(estimateOldGold({ ratePerGramPaise: 500, weightMg: 100, ...SEED }).grossValuePaise).toBe(100);
    expect(estimateOldGold({ ratePerGramPaise: 499, weightMg: 100, ...SEED }).grossValuePaise).toBe(0);
  });

  it('rounds each value after its deduction half up to the rupee', () => {
    // ₹150 less 3 %: ₹145.50, so ₹146; less 2.5 %: ₹146.25, so ₹146; less 1 %: ₹148.50, so ₹149.
    const gross150 = { ratePerGramPaise: 15_000, weightMg: 1_000 };
    expect(estimateOldGold({ ...gross150, ...SEED }).buybackValuePaise).toBe(14_600);
    expect(estimateOldGold({ ...gross150, exchangeDeductionPercent: 2.5, buybackDeductionPercent: 1 })).toEqual({
      grossValuePaise: 15_000,
      exchangeValuePaise: 14_600,
      buybackValuePaise: 14_900,
    });
  });

  it('keeps all of the value at a deduction of 0 and none of it at 100', () => {
    const estimate = estimateOldGold({ ratePerGramPaise: RATE_22K, weightMg: 12_345, exchangeDeductionPercent: 0, buybackDeductionPercent: 100 });
    // 12.345 g at ₹7,840: ₹96,784.80, so ₹96,785.
    expect(estimate).toEqual({ grossValuePaise: 9_678_500, exchangeValuePaise: 9_678_500, buybackValuePaise: 0 });
  });

  it('takes deductions to two decimals exactly (no binary fractions)', () => {
    // ₹1,00,000 less 0.29 %: ₹99,710 (0.29 * 100 is 28.999... in binary).
    expect(estimateOldGold({ ratePerGramPaise: 10_000_000, weightMg: 1_000, exchangeDeductionPercent: 0.29, buybackDeductionPercent: 0 }).exchangeValuePaise).toBe(9_971_000);
  });

  it('refuses what no caller may send: parts of a milligram or paisa, deductions outside 0 to 100 or finer than two decimals', () => {
    expect(() => estimateOldGold({ ratePerGramPaise: RATE_22K, weightMg: 0.5, ...SEED })).toThrow(RangeError);
    expect(() => estimateOldGold({ ratePerGramPaise: 1.5, weightMg: 100, ...SEED })).toThrow(RangeError);
    expect(() => estimateOldGold({ ratePerGramPaise: RATE_22K, weightMg: 100, exchangeDeductionPercent: -1, buybackDeductionPercent: 3 })).toThrow(RangeError);
    expect(() => estimateOldGold({ ratePerGramPaise: RATE_22K, weightMg: 100, exchangeDeductionPercent: 0, buybackDeductionPercent: 100.01 })).toThrow(RangeError);
    expect(() => estimateOldGold({ ratePerGramPaise: RATE_22K, weightMg: 100, exchangeDeductionPercent: 0.125, buybackDeductionPercent: 3 })).toThrow(RangeError);
  });
});
