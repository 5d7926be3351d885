/** Rules of a booked appointment: service area by PIN, the customer's limit, changes, references. */

/** A customer holds at most this many upcoming (booked, not begun) appointments. */
export const MAX_UPCOMING_APPOINTMENTS = 3;
/** Cancelling or moving an appointment closes this long before it begins. */
export const CHANGE_CUTOFF_MINUTES = 120;

/** An Indian PIN code: six digits, the first not 0. */
export function isPinCode(pin: string): boolean {
  return /^[1-9]\d{5}$/.test(pin);
}

/** A PIN prefix staff may set for a showroom's try-at-home area: one to six digits, the first not 0. */
export function isPinPrefix(prefix: string): boolean {
  return /^[1-9]\d{0,5}$/.test(prefix);
}

/** True when a real PIN code starts with one of a showroom's prefixes. */
export function isServiceablePin(pin: string, prefixes: readonly string[]): boolean {
  return isPinCode(pin) && prefixes.some((prefix) => isPinPrefix(prefix) && pin.startsWith(prefix));
}

/**
 * The showroom that serves a PIN at home: the one with the longest matching prefix (a showroom
 * set for 3020 wins over one set for 302), the earlier in the list on a tie; null when none does.
 */
export function showroomServingPin<T extends { pinPrefixes: readonly string[] }>(pin: string, showrooms: readonly T[]): T | null {
  let best: T | null = null;
  let bestLength = 0;
  for (const showroom of showrooms) {
    for (const prefix of showroom.pinPrefixes) {
      if (prefix.length > bestLength && isServiceablePin(pin, [prefix])) {
        best = showroom;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}

/** Whether one more upcoming appointment fits beside `upcoming` already booked. */
export function hasRoomForAnotherAppointment(upcoming: number): boolean {
  return upcoming < MAX_UPCOMING_APPOINTMENTS;
}

/** Cancelling or rescheduling is open until CHANGE_CUTOFF_MINUTES before the start. */
export function canChangeAppointment(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= CHANGE_CUTOFF_MINUTES * 60_000;
}

/** 'AP-2026-000123': the year the appointment was booked and its number, six digits at least. */
export function appointmentReference(year: number, sequence: number): string {
  return `AP-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The reminder goes on the Indian day before the appointment (whenever the hourly run finds it that day). */
export function isReminderDay(start: Date, now: Date): boolean {
  if (start.getTime() <= now.getTime()) return false;
  const indianDate = (instant: Date) => new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const tomorrow = indianDate(new Date(now.getTime() + 86_400_000));
  return indianDate(start) === tomorrow;
}
