import type { LocalizedText } from '@aabhushan/shared/schemas/common';

export type LanguageCode = 'en' | 'hi' | 'ta' | 'te';

/**
 * The text in the shopper's language, falling back to English (DECISIONS section 8).
 * A blank translation counts as missing.
 */
export function pickLocalized(text: LocalizedText | string | null | undefined, language: string): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  const code = language.split('-')[0] as LanguageCode;
  const translated = code === 'en' ? undefined : text[code];
  return translated && translated.trim() ? translated : text.en;
}
