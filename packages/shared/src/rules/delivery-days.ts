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
