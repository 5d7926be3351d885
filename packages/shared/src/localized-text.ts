import type { LocalizedList, LocalizedText } from './schemas/common';

/**
 * A catalogue text in a language, falling back to English (docs/decisions.md): what the
 * storefront shows and the server writes into a page's head. A blank translation counts as missing.
 */
export function pickLocalized(text: LocalizedText | string | null | undefined, language: string): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  const code = language.split('-')[0] as keyof LocalizedText;
  const translated = code === 'en' ? undefined : text[code];
  return translated && translated.trim() ? translated : text.en;
}

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

/**
 * A piece's name as the cart, the wishlist and an order name it, in a language: `name` is its
 * English (the spec's field), `localizedName` its name in each language. An order keeps the
 * names it was sold under; one placed before they were kept has only `name`.
 */
export function pickPieceName(piece: { name: string; localizedName?: LocalizedText | undefined }, language: string): string {
  return pickLocalized(piece.localizedName ?? piece.name, language);
}
