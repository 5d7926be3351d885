import { describe, expect, it } from 'vitest';
import { formatGrams, toDisplayBreakup } from './price-breakup-view';

const sum = (lines: Record<string, number>) => lines.metalValue! + lines.makingCharges! + lines.stoneValue! + lines.gst!;

describe('toDisplayBreakup', () => {
  it('keeps whole-rupee lines as they are', () => {
    const shown = toDisplayBreakup({ metalValue: 150000, makingCharges: 30000, stoneValue: 13883, gst: 6116, total: 199999 });
    expect(shown).toEqual({ metalValue: 150000, makingCharges: 30000, stoneValue: 13883, gst: 6116, total: 199999 });
  });

  it('rounds lines with paise so that they still add up to the total', () => {
    // Rounded one by one: 100 + 100 + 0 + 1 = 201 against a total of 202; the rupee goes to a .4 line.
    const shown = toDisplayBreakup({ metalValue: 100.4, makingCharges: 100.4, stoneValue: 0, gst: 1.2, total: 202 });
    expect(sum(shown)).toBe(202);
    expect(shown.total).toBe(202);
    expect(shown).toMatchObject({ metalValue: 101, makingCharges: 100, gst: 1 });
  });

  it('gives the leftover rupee to the line that lost most', () => {
    const shown = toDisplayBreakup({ metalValue: 1000.7, makingCharges: 500.2, stoneValue: 0, gst: 43.1, total: 1544 });
    expect(shown).toEqual({ metalValue: 1001, makingCharges: 500, stoneValue: 0, gst: 43, total: 1544 });
  });

  it('adds up for many awkward prices', () => {
    for (let price = 1001; price < 1400; price += 7) {
      const gst = price - price / 1.03;
      const metal = (price - gst) * 0.61;
      const stone = (price - gst) * 0.13;
      const making = price - gst - metal - stone;
      expect(sum(toDisplayBreakup({ metalValue: metal, makingCharges: making, stoneValue: stone, gst, total: price }))).toBe(price);
    }
  });
});

describe('formatGrams', () => {
  it('prints up to three decimals without trailing zeros', () => {
    expect(formatGrams(24.8)).toBe('24.8');
    expect(formatGrams(3.6155)).toBe('3.616');
    expect(formatGrams(10)).toBe('10');
  });
});
