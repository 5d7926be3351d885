import { intlFormat } from '../../../lib/intl-formats';

/** '2026-11-20' as '20 November 2026' in the page's language (dates are calendar days, no zone). */
export function formatPostDate(isoDate: string, language: string): string {
  const [year = 2000, month = 1, day = 1] = isoDate.split('-').map(Number);
  return intlFormat(Intl.DateTimeFormat, `${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
