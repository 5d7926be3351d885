import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';

/** An Indian calendar date (YYYY-MM-DD) as the shopper reads it: 29 Nov 2026 (the date itself, whatever the browser's time zone). */
export function formatPlanDate(date: string | null | undefined, language: string): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  return new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));
}

/** Dates and rupees of gold plans in the shopper's language. */
export function useGoldPlanFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return { date: (date: string | null | undefined) => formatPlanDate(date, language), money: formatInr };
}
