import { indianDateOf } from '@aabhushan/shared/rules/indian-day';

const LOCALES: Record<string, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN' };
const cache = new Map<string, Intl.DateTimeFormat>();

function format(language: string, kind: 'time' | 'full'): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let found = cache.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = kind === 'time' ? { hour: 'numeric', minute: '2-digit' } : { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' };
    found = new Intl.DateTimeFormat(LOCALES[language] ?? 'en-IN', { ...options, timeZone: 'Asia/Kolkata' });
    cache.set(key, found);
  }
  return found;
}

/** '11:00 am' of a slot, in India's time and the page's language. */
export const slotTime = (iso: string, language: string) => format(language, 'time').format(new Date(iso));

/** 'Tuesday, 1 December, 11:00 am' of an appointment, in India's time. */
export const appointmentTime = (iso: string, language: string) => format(language, 'full').format(new Date(iso));

/** The Indian date `days` from now (YYYY-MM-DD), for the date field's bounds. */
export const indianDateAhead = (days: number) => indianDateOf(new Date(Date.now() + days * 86_400_000));
