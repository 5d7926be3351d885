/**
 * Days as the store counts them: India Standard Time (UTC+5:30, no daylight saving), whatever
 * time zone the server runs in. "Sales today" starts at midnight in Jaipur, not in UTC.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the Indian day holding `now` began, `daysBack` days earlier (0: today). */
export function startOfIndianDay(now: Date, daysBack = 0): Date {
  const indianMidnight = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return new Date(indianMidnight - daysBack * DAY_MS);
}

/** The Indian date (YYYY-MM-DD) of an instant: 20:00 UTC on the 4th is already the 5th in India. */
export function indianDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
