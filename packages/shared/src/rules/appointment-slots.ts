import { indianDateOf } from './indian-day';
import { indianInstant, indianTimeOf, minutesOfDay, timeOfDay, toIndianIso } from './india-time';

/** One line of a showroom's opening hours, as the store locator keeps them ('10:30', 24-hour, India). */
export interface HoursRow {
  days: 'mon-fri' | 'mon-sat' | 'sat' | 'sun' | 'holidays';
  opens: string;
  closes: string;
}

/** A showroom's appointment settings: slot length in minutes and consultants (places) per slot. */
export interface SlotSettings {
  slotMinutes: number;
  consultants: number;
}

/** What staff closed on one date: the whole day, or single slots by their start ('11:00'). */
export interface DayClosures {
  wholeDay: boolean;
  slotStarts: readonly string[];
}

export const NO_CLOSURES: DayClosures = { wholeDay: false, slotStarts: [] };

/** A slot of the day as the storefront shows it; times India's, ISO 8601 with +05:30. */
export interface DaySlot {
  start: string;
  end: string;
  available: boolean;
  /** Places left (consultants less bookings); 0 for a past or closed slot. */
  remaining: number;
}

/** How far ahead a slot can be booked, in days. */
export const MAX_BOOKING_DAYS_AHEAD = 60;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const COVERS: Record<HoursRow['days'], readonly string[]> = {
  'mon-fri': ['mon', 'tue', 'wed', 'thu', 'fri'],
  'mon-sat': ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  sat: ['sat'],
  sun: ['sun'],
  // Holidays are closed by staff, date by date: this row never opens a weekday by itself.
  holidays: [],
};

/**
 * The opening hours that hold on an Indian date: a row for that one day ('sat') wins over a range
 * ('mon-sat'); null when the showroom does not open that day.
 */
export function hoursOn(hours: readonly HoursRow[], date: string): { opens: number; closes: number } | null {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const matching = hours.filter((row) => COVERS[row.days].includes(weekday));
  const row = matching.find((candidate) => COVERS[candidate.days].length === 1) ?? matching[0];
  if (!row) return null;
  const opens = minutesOfDay(row.opens);
  const closes = minutesOfDay(row.closes);
  return Number.isNaN(opens) || Number.isNaN(closes) || closes <= opens ? null : { opens, closes };
}

/** The starts ('HH:MM') of a day's slots: from opening, one slot length apart, each ending by closing. */
export function slotStartsOn(hours: readonly HoursRow[], date: string, slotMinutes: number): string[] {
  const open = hoursOn(hours, date);
  if (!open || slotMinutes <= 0) return [];
  const starts: string[] = [];
  for (let minute = open.opens; minute + slotMinutes <= open.closes; minute += slotMinutes) starts.push(timeOfDay(minute));
  return starts;
}

/**
 * The day's slots with what is left of each: consultants less the bookings (`booked`, by start
 * 'HH:MM'); a slot that has begun, or that staff closed, has nothing left.
 */
export function daySlots(input: { hours: readonly HoursRow[]; date: string; settings: SlotSettings; closures: DayClosures; booked: ReadonlyMap<string, number>; now: Date }): DaySlot[] {
  const { hours, date, settings, closures, booked, now } = input;
  if (closures.wholeDay) return [];
  return slotStartsOn(hours, date, settings.slotMinutes).map((time) => {
    const start = indianInstant(date, time);
    const end = new Date(start.getTime() + settings.slotMinutes * 60_000);
    const open = start.getTime() > now.getTime() && !closures.slotStarts.includes(time);
    const remaining = open ? Math.max(0, settings.consultants - (booked.get(time) ?? 0)) : 0;
    return { start: toIndianIso(start), end: toIndianIso(end), available: remaining > 0, remaining };
  });
}

export type SlotVerdict = { ok: true; date: string; time: string; end: Date } | { ok: false; reason: 'past' | 'outside-hours' | 'closed' | 'too-far' };

/**
 * Whether `start` is a slot one can book now: a slot of the showroom's hours on its Indian date,
 * not begun, not closed by staff, at most MAX_BOOKING_DAYS_AHEAD days ahead. Places are counted
 * by the caller, under its lock.
 */
export function checkSlotStart(input: { hours: readonly HoursRow[]; settings: SlotSettings; closures: DayClosures; start: Date; now: Date }): SlotVerdict {
  const { hours, settings, closures, start, now } = input;
  if (start.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  if (start.getTime() - now.getTime() > (MAX_BOOKING_DAYS_AHEAD + 1) * 86_400_000) return { ok: false, reason: 'too-far' };
  const date = indianDateOf(start);
  const time = indianTimeOf(start);
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0 || !slotStartsOn(hours, date, settings.slotMinutes).includes(time)) return { ok: false, reason: 'outside-hours' };
  if (closures.wholeDay || closures.slotStarts.includes(time)) return { ok: false, reason: 'closed' };
  return { ok: true, date, time, end: new Date(start.getTime() + settings.slotMinutes * 60_000) };
}
