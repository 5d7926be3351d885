/**
 * The listing's price range (rupees). One rule for the server's query check and the web slider:
 * when both ends are set, the minimum must stay at least ₹100 below the maximum (spec B section 2).
 */
export const PRICE_RANGE_GAP_RUPEES = 100;
export const PRICE_RANGE_MESSAGE = 'The minimum price must be at least ₹100 below the maximum';

export interface PriceRange {
  min?: number;
  max?: number;
}

/** True when the range is usable: either end may be open; with both, min <= max - 100. */
export function isValidPriceRange({ min, max }: PriceRange): boolean {
  if (min === undefined || max === undefined) return true;
  return min <= max - PRICE_RANGE_GAP_RUPEES;
}

/**
 * Moves the slider end the shopper did not drag so the gap rule holds, staying inside the
 * bounds (the facet's min and max). When the bounds are narrower than the gap, both ends
 * take the bounds.
 */
export function clampPriceRange(
  range: { min: number; max: number },
  bounds: { min: number; max: number },
  moved: 'min' | 'max',
): { min: number; max: number } {
  const low = Math.min(bounds.min, bounds.max);
  const high = Math.max(bounds.min, bounds.max);
  if (high - low < PRICE_RANGE_GAP_RUPEES) return { min: low, max: high };
  const clamp = (value: number) => Math.min(Math.max(value, low), high);
  let min = clamp(range.min);
  let max = clamp(range.max);
  if (max - min >= PRICE_RANGE_GAP_RUPEES) return { min, max };
  if (moved === 'min') {
    min = Math.min(min, high - PRICE_RANGE_GAP_RUPEES);
    max = min + PRICE_RANGE_GAP_RUPEES;
  } else {
    max = Math.max(max, low + PRICE_RANGE_GAP_RUPEES);
    min = max - PRICE_RANGE_GAP_RUPEES;
  }
  return { min, max };
}
