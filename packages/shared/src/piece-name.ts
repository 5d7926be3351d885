import { pickLocalized } from './localized-text';
import type { LocalizedText } from './schemas/common';

// Apart from pickLocalized (localized-text.ts): only the pages after Add to cart load it, not
// every page's first view.
/**
 * A piece's name as the cart, the wishlist and an order name it, in a language: `name` is its
 * English (the spec's field), `localizedName` its name in each language. An order keeps the
 * names it was sold under; one placed before they were kept has only `name`.
 */
export function pickPieceName(piece: { name: string; localizedName?: LocalizedText | undefined }, language: string): string {
  return pickLocalized(piece.localizedName ?? piece.name, language);
}
