import type { RecordText } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import type { LocalizedList } from '@aabhushan/shared/schemas/common';
import { localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';

/** Each language's list of terms as its box shows it, one a line. */
export const termsText = (terms: LocalizedList): LocalizedValues => localizedValuesOf({ en: terms.en.join('\n'), hi: terms.hi?.join('\n'), ta: terms.ta?.join('\n'), te: terms.te?.join('\n') });

/** A box's lines as a list, blank ones left out (a language left empty is then stored as missing). */
export const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** A coupon's texts shoppers read, for the languages still missing; the description and terms need translating once their English is written. */
export const couponTexts = (coupon: { title: RecordText['text']; description: RecordText['text']; terms: RecordText['text'] }): RecordText[] => [
  { label: 'title', text: coupon.title },
  { label: 'description', text: coupon.description, optional: true },
  { label: 'terms', text: coupon.terms, optional: true },
];
