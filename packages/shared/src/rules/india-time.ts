/**
 * Instants written in India's time: ISO 8601 with the +05:30 offset ('2026-12-01T10:30:00+05:30'),
 * computed from the offset itself, never from the machine's time zone (India keeps no daylight saving).
 */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant as India's wall clock writes it, with its offset. */
export function toIndianIso(instant: Date): string {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

/** The instant of a wall-clock time ('10:30') on an Indian calendar date ('2026-12-01'). */
export function indianInstant(date: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc + (hours * 60 + minutes - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** Minutes after midnight of '10:30'; NaN for anything not HH:MM. */
export function minutesOfDay(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** 'HH:MM' of minutes after midnight. */
export function timeOfDay(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** India's wall-clock 'HH:MM' of an instant. */
export function indianTimeOf(instant: Date): string {
  return toIndianIso(instant).slice(11, 16);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
