import type { LocalizedList } from './schemas/common';

// Apart from pickLocalized (localized-text.ts): only the pages that show a list kept per language
// load it, not every page's first view.
/**
 * A list kept per language (a coupon's terms) in a language: the language's own list when it has
 * a line, else the English one, whole; never English lines among translated ones. A plain list
 * (an answer from before the languages) is read as it is.
 */
export function pickLocalizedList(list: LocalizedList | readonly string[] | null | undefined, language: string): string[] {
  if (list == null) return [];
  if (isPlainList(list)) return [...list];
  const code = language.split('-')[0] as keyof LocalizedList;
  const translated = code === 'en' ? undefined : list[code]?.filter((line) => line.trim());
  return translated && translated.length > 0 ? translated : list.en;
}

const isPlainList = (list: LocalizedList | readonly string[]): list is readonly string[] => Array.isArray(list);
