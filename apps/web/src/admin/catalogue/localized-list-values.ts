import type { LocalizedList } from '@aabhushan/shared/schemas/common';
import { TRANSLATION_LANGUAGES } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import type { LocalizedValues } from './localized-fields';

/**
 * A list kept per language (a team member's skills, a showroom's address, a coupon's terms) as staff write it: each
 * language's items in one box, separated by commas or one a line, so the form keeps LocalizedFields'
 * four boxes. A translation need not have as many items as the English: each language's list is shown whole.
 */
export type ListSeparator = 'comma' | 'line';

const JOINS: Record<ListSeparator, string> = { comma: ', ', line: '\n' };
const SPLITS: Record<ListSeparator, RegExp> = { comma: /,/, line: /\r?\n/ };

/** A saved list's form values. */
export function listValuesOf(list: LocalizedList | undefined, separator: ListSeparator): LocalizedValues {
  const join = (items: string[] | undefined) => (items ?? []).join(JOINS[separator]);
  return { en: join(list?.en), hi: join(list?.hi), ta: join(list?.ta), te: join(list?.te) };
}

/** The list the API takes: items trimmed, blank ones dropped; a language left empty is then left out by the API's schema. */
export function listOf(values: LocalizedValues, separator: ListSeparator): Required<LocalizedList> {
  const split = (text: string) =>
    text
      .split(SPLITS[separator])
      .map((item) => item.trim())
      .filter(Boolean);
  const list: Required<LocalizedList> = { en: split(values.en), hi: [], ta: [], te: [] };
  for (const language of TRANSLATION_LANGUAGES) list[language] = split(values[language]);
  return list;
}
