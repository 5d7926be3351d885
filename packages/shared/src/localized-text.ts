import type { LocalizedText } from './schemas/common';

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
