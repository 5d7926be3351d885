import type { TFunction } from 'i18next';
import { writeCalendarDate } from '../../../lib/date-text';

/** '2026-11-20' as '20 November 2026' in the page's language (dates are calendar days, no zone). */
export function formatPostDate(t: TFunction, isoDate: string): string {
  return writeCalendarDate(t, isoDate) ?? isoDate;
}
