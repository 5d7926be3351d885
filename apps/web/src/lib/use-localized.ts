import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@aabhushan/shared/schemas/common';
import { pickLocalized } from './localized';

/** The interface's language, which data fields are shown in too. */
export function useDataLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/** A picker for data fields (product and category names) in the current language, English fallback. */
export function useLocalized(): (text: LocalizedText | string | null | undefined) => string {
  const language = useDataLanguage();
  return useCallback((text) => pickLocalized(text, language), [language]);
}
