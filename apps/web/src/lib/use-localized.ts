import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedList, LocalizedText } from '@aabhushan/shared/schemas/common';
import { pickLocalized, pickLocalizedList, pickPieceName } from './localized';

/** The interface's language, which data fields are shown in too. */
function useDataLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/** A picker for data fields (product and category names) in the current language, English fallback. */
export function useLocalized(): (text: LocalizedText | string | null | undefined) => string {
  const language = useDataLanguage();
  return useCallback((text) => pickLocalized(text, language), [language]);
}

/** The same for a list kept per language (a coupon's terms): the language's own list, else the English one. */
export function useLocalizedList(): (list: LocalizedList | readonly string[] | null | undefined) => string[] {
  const language = useDataLanguage();
  return useCallback((list) => pickLocalizedList(list, language), [language]);
}

/** A picker for the name of a cart line, a wishlist item's snapshot or an order's piece in the current language. */
export function usePieceName(): (piece: Parameters<typeof pickPieceName>[0]) => string {
  const language = useDataLanguage();
  return useCallback((piece) => pickPieceName(piece, language), [language]);
}
