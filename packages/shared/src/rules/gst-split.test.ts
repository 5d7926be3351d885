import { describe, expect, it } from 'vitest';
import { allocateProportionally, getSupplyKind, splitGst, taxableFromInclusive } from './gst-split';
import { getInclusiveGstPaise } from './price-breakup';

/** A seeded pseudo-random source (the same cases every run): whole numbers in [0, max]. */
function randomInts(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * (max + 1));
  };
}

describe('taxableFromInclusive', () => {
  it('takes the 3 % GST out of a tax-inclusive amount, half up to the paisa', () => {
    expect(taxableFromInclusive(103_00, 3)).toBe(100_00);
    expect(taxableFromInclusive(1_23_456_70, 3)).toBe(1_19_860_87); // 11986087.38 -> down
    expect(taxableFromInclusive(1_00_000_00, 3)).toBe(97_087_38); // 9708737.86 -> up
    expect(taxableFromInclusive(50, 3)).toBe(49); // 48.54 -> 49
    expect(taxableFromInclusive(0, 3)).toBe(0);
    expect(taxableFromInclusive(1000, 0)).toBe(1000);
  });

  it('agrees with the cart GST figure for any amount', () => {
    const next = randomInts(7);
    for (let i = 0; i < 2_000; i += 1) {
      const amount = i < 1_000 ? i : next(10_00_00_000_00);
      expect(amount - taxableFromInclusive(amount, 3)).toBe(getInclusiveGstPaise(amount, 3));
    }
  });

  it('refuses bad input', () => {
    expect(() => taxableFromInclusive(-1, 3)).toThrow(RangeError);
    expect(() => taxableFromInclusive(1.5, 3)).toThrow(RangeError);
    expect(() => taxableFromInclusive(100, -3)).toThrow(RangeError);
    expect(() => taxableFromInclusive(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('allocateProportionally', () => {
  it('shares by largest remainder, earlier lines first on a tie', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(allocateProportionally(7, [5, 5])).toEqual([4, 3]);
    expect(allocateProportionally(2, [1, 3, 0])).toEqual([1, 1, 0]); // 0.5, 1.5: tie -> first
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(0, [])).toEqual([]);
  });

  it('refuses a positive total among zero weights and bad numbers', () => {
    expect(() => allocateProportionally(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateProportionally(5, [])).toThrow(RangeError);
    expect(() => allocateProportionally(-5, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(5, [1, -1])).toThrow(RangeError);
  });

  it('always adds up and never gives a weight more than its ceiling share', () => {
    const next = randomInts(11);
    for (let run = 0; run < 500; run += 1) {
      const total = next(1_00_00_000);
      const weights = Array.from({ length: 1 + next(11) }, () => 1 + next(1_00_00_000));
      const shares = allocateProportionally(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      const sum = weights.reduce((a, b) => a + b, 0);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(Math.floor((total * weights[i]!) / sum) - 1);
        expect(share).toBeLessThanOrEqual(Math.ceil((total * weights[i]!) / sum) + 1);
      });
    }
  });
});

describe('getSupplyKind', () => {
  it('is intra-state only for the store state code', () => {
    expect(getSupplyKind('08', '08')).toBe('intra-state');
    expect(getSupplyKind(' 08 ', '08')).toBe('intra-state');
    expect(getSupplyKind('27', '08')).toBe('inter-state');
  });
});

describe('splitGst', () => {
  it('charges CGST and SGST at 1.5 % each within Rajasthan', () => {
    const split = splitGst([2_06_000_00, 51_500_00], 3, 'intra-state');
    expect(split).toMatchObject({ supply: 'intra-state', cgstRatePercent: 1.5, sgstRatePercent: 1.5, igstRatePercent: 0 });
    expect(split.lines[0]).toEqual({ amountPaise: 2_06_000_00, taxablePaise: 2_00_000_00, taxPaise: 6_000_00, cgstPaise: 3_000_00, sgstPaise: 3_000_00, igstPaise: 0 });
    expect(split.lines[1]).toEqual({ amountPaise: 51_500_00, taxablePaise: 50_000_00, taxPaise: 1_500_00, cgstPaise: 750_00, sgstPaise: 750_00, igstPaise: 0 });
    expect(split.totals).toEqual({ amountPaise: 2_57_500_00, taxablePaise: 2_50_000_00, taxPaise: 7_500_00, cgstPaise: 3_750_00, sgstPaise: 3_750_00, igstPaise: 0 });
  });

  it('charges IGST at 3 % to another state', () => {
    const split = splitGst([51_500_00], 3, 'inter-state');
    expect(split).toMatchObject({ supply: 'inter-state', cgstRatePercent: 0, sgstRatePercent: 0, igstRatePercent: 3 });
    expect(split.lines[0]).toEqual({ amountPaise: 51_500_00, taxablePaise: 50_000_00, taxPaise: 1_500_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_500_00 });
  });

  it('gives an odd paisa of tax to CGST', () => {
    // 1,000.01 -> taxable 970.88, tax 29.13 -> CGST 14.57, SGST 14.56
    const [line] = splitGst([1_000_01], 3, 'intra-state').lines;
    expect(line).toMatchObject({ taxablePaise: 970_88, taxPaise: 29_13, cgstPaise: 14_57, sgstPaise: 14_56 });
  });

  it('keeps the total GST equal to the cart figure while lines round on their own', () => {
    // Three lines of 0.50: each alone would be 49 + 1, but the whole 1.50 holds 1.46 taxable.
    const split = splitGst([50, 50, 50], 3, 'inter-state');
    expect(split.totals.taxablePaise).toBe(146);
    expect(split.totals.taxPaise).toBe(getInclusiveGstPaise(150, 3));
    expect(split.lines.map((line) => line.taxablePaise)).toEqual([49, 49, 48]);
  });

  it('handles no lines and zero amounts', () => {
    expect(splitGst([], 3, 'intra-state').totals).toEqual({ amountPaise: 0, taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(splitGst([0, 103_00], 3, 'intra-state').lines.map((line) => line.taxablePaise)).toEqual([0, 100_00]);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => splitGst([10.5], 3, 'intra-state')).toThrow(RangeError);
    expect(() => splitGst([-1], 3, 'inter-state')).toThrow(RangeError);
  });

  it('adds up exactly on every line and in total, for any amounts and either supply', () => {
    const next = randomInts(13);
    for (let run = 0; run < 500; run += 1) {
      const amounts = Array.from({ length: next(10) }, () => next(run % 2 === 0 ? 500 : 50_00_000_00));
      const intra = next(1) === 1;
      const split = splitGst(amounts, 3, intra ? 'intra-state' : 'inter-state');
      for (const line of [...split.lines, split.totals]) {
        expect(line.taxablePaise + line.taxPaise).toBe(line.amountPaise);
        expect(line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.taxPaise);
        expect(line.taxPaise).toBeGreaterThanOrEqual(0);
        if (intra) expect(line.igstPaise).toBe(0);
        else expect(line.cgstPaise + line.sgstPaise).toBe(0);
      }
      for (const line of split.lines) expect(Math.abs(line.cgstPaise - line.sgstPaise)).toBeLessThanOrEqual(1);
      expect(split.totals.taxPaise).toBe(getInclusiveGstPaise(split.totals.amountPaise, 3));
    }
  });
});
