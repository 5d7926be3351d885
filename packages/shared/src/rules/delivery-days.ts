/**
 * The latest day an order should arrive, read from the delivery time staff write for a shipping
 * method in the store settings ('5-7 days', '2-3 days', 'next day', '3-5 business days'): the
 * largest number of days it names. A time written in words only ('next day', 'same day') has its
 * number; one that names no number of days keeps `fallbackDays`.
 */
export function latestDeliveryDays(estimate: string, fallbackDays: number): number {
  const text = estimate.toLowerCase();
  const numbers = [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  if (numbers.length > 0 && /day/.test(text)) return Math.max(...numbers);
  if (/\bweeks?\b/.test(text)) return 7 * Math.max(1, ...numbers);
  if (/next[- ]day|tomorrow/.test(text)) return 1;
  if (/same[- ]day|today/.test(text)) return 0;
  return fallbackDays;
}

/** A delivery time staff wrote, as figures the storefront can say in any language. */
export interface DeliveryDaysRange {
  from: number;
  to: number;
  /** Counted in working days ('3-5 business days'). */
  business: boolean;
}

/**
 * The days a delivery time staff wrote in English names ('3-5 business days' → 3 to 5 working
 * days, 'next day' → 1), so a shopper reading Tamil reads it in Tamil; null for a text it cannot
 * read as days ('2 weeks', 'Soon'), which is then shown as written.
 */
export function deliveryDaysRange(estimate: string): DeliveryDaysRange | null {
  const text = estimate.toLowerCase().trim();
  const business = /\b(business|working)\b/.test(text);
  const range = /^(\d+)\s*(?:-|–|to)\s*(\d+)\s+(?:(?:business|working)\s+)?days?$/.exec(text);
  if (range) return { from: Number(range[1]), to: Number(range[2]), business };
  const single = /^(\d+)\s+(?:(?:business|working)\s+)?days?$/.exec(text);
  if (single) return { from: Number(single[1]), to: Number(single[1]), business };
  if (/^next[- ](business[- ])?day$/.test(text)) return { from: 1, to: 1, business };
  return null;
}
