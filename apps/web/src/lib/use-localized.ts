import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@aabhushan/shared/schemas/common';
import { pickLocalized } from './localized';

/** A picker for data fields (product and category names) in the current language, English fallback. */
export function useLocalized(): (text: LocalizedText | string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback((text) => pickLocalized(text, language), [language]);
}
