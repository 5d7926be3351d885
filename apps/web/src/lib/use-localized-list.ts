import { useCallback } from 'react';
import { pickLocalizedList } from '@aabhushan/shared/localized-list';
import type { LocalizedList } from '@aabhushan/shared/schemas/common';
import { useDataLanguage } from './use-localized';

/**
 * A list kept per language (a coupon's terms, a team member's skills) in the current language:
 * the language's own list, else the English one. Apart from useLocalized, so it stays out of the
 * first view of pages that show no such list.
 */
export function useLocalizedList(): (list: LocalizedList | readonly string[] | null | undefined) => string[] {
  const language = useDataLanguage();
  return useCallback((list) => pickLocalizedList(list, language), [language]);
}
