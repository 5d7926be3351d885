import type { RecordText } from '@aabhushan/shared/schemas/admin-catalogue-fields';

/** A coupon's texts shoppers read, for the languages still missing; the description and terms need translating once their English is written. */
export const couponTexts = (coupon: { title: RecordText['text']; description: RecordText['text']; terms: RecordText['text'] }): RecordText[] => [
  { label: 'title', text: coupon.title },
  { label: 'description', text: coupon.description, optional: true },
  { label: 'terms', text: coupon.terms, optional: true },
];
