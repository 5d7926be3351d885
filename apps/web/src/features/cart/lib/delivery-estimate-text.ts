import type { TFunction } from 'i18next';
import { deliveryDaysRange } from '@aabhushan/shared/rules/delivery-days';

/**
 * The delivery time staff wrote (in English, in the store settings) in the shopper's language:
 * as written in English; in Hindi, Tamil or Telugu said again from its days ('3-5 business days'
 * → '3-5 வேலை நாட்கள்'), or as written when it names no days the store can read.
 */
export function deliveryEstimateText(estimate: string, t: TFunction, language: string): string {
  const range = language.startsWith('en') ? null : deliveryDaysRange(estimate);
  if (!range) return estimate;
  const days = range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
  return t(range.business ? 'cart.summary.businessDays' : 'cart.summary.days', { days, count: range.to });
}
