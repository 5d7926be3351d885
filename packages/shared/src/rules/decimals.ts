/**
 * Whether a typed amount has at most `places` decimals: rupees to the paisa (2), grams to the
 * milligram (3). Tolerates binary fractions (0.1 + 0.2) a form's number parsing produces.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return Number.isInteger(Math.round(value * 10 ** places * 1e6) / 1e6);
}
