import { formatIndianNumber } from '@aabhushan/shared/rules/indian-number';

/** The breakup as the API sends it (rupees, possibly with paise). */
export interface BreakupAmounts {
  metalValue: number;
  makingCharges: number;
  stoneValue: number;
  gst: number;
  total: number;
}

export type BreakupLine = 'metalValue' | 'makingCharges' | 'stoneValue' | 'gst';
export const BREAKUP_LINES: readonly BreakupLine[] = ['metalValue', 'makingCharges', 'stoneValue', 'gst'];

/**
 * Whole-rupee amounts for the panel that add up to the rounded total exactly. Prices are shown
 * without decimals, so rounding each line on its own could print lines that miss the total by a
 * rupee; the largest-remainder method hands the leftover rupees to the lines that lost most.
 */
export function toDisplayBreakup(amounts: BreakupAmounts): Record<BreakupLine | 'total', number> {
  const paise = BREAKUP_LINES.map((line) => Math.max(0, Math.round(amounts[line] * 100)));
  const total = Math.round(amounts.total);
  const floors = paise.map((value) => Math.floor(value / 100));
  let leftover = total - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = paise
    .map((value, index) => ({ index, remainder: value % 100 }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover <= 0) break;
    floors[index]! += 1;
    leftover -= 1;
  }
  const [metalValue, makingCharges, stoneValue, gst] = floors as [number, number, number, number];
  // Lines that already exceed the total (never in real data) keep their own rounding.
  return { metalValue, makingCharges, stoneValue, gst, total };
}

/** Grams as jewellers write them: up to three decimals, no trailing zeros (24.8 g, 3.615 g). */
export function formatGrams(grams: number): string {
  return formatIndianNumber(grams, 3);
}
