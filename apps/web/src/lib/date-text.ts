import type { TFunction } from 'i18next';

/** India's clock: UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** A Date whose UTC fields read as India's clock at `instant`. */
const inIndia = (instant: Date) => new Date(instant.getTime() + INDIA_OFFSET_MS);

const monthName = (t: TFunction, month: number) => t('common.dates.months').split('|')[month - 1] ?? String(month);

/**
 * A calendar day (YYYY-MM-DD, no zone) as "5 January 2026" in the shopper's language, or null
 * when it is not a date. Dates are written from the language's month names and patterns
 * (translations), not by Intl.DateTimeFormat: the first Intl date formatter a page makes loads
 * ICU's calendar data, about 200 ms on a budget phone while the page hydrates.
 */
export function writeCalendarDate(t: TFunction, isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return t('common.dates.dayMonthYear', { day, month: monthName(t, month), year });
}

/** The day an instant falls on in India, written as "29 November 2026" (see writeCalendarDate). */
export function writeIndianDate(t: TFunction, instant: Date): string {
  const india = inIndia(instant);
  return t('common.dates.dayMonthYear', { day: india.getUTCDate(), month: monthName(t, india.getUTCMonth() + 1), year: india.getUTCFullYear() });
}

/** An instant as India's clock shows it: "29 November, 5:30 pm" (see writeCalendarDate for why by hand). */
export function writeIndianDateTime(t: TFunction, instant: Date): string {
  const india = inIndia(instant);
  const hours = india.getUTCHours();
  const time = `${hours % 12 || 12}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
  return t('common.dates.dayMonthTime', {
    day: india.getUTCDate(),
    month: monthName(t, india.getUTCMonth() + 1),
    time: t(hours < 12 ? 'common.dates.morning' : 'common.dates.afternoon', { time }),
  });
}
