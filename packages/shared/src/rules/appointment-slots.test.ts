import { describe, expect, it } from 'vitest';
import { checkSlotStart, daySlots, hoursOn, NO_CLOSURES, slotStartsOn, type HoursRow } from './appointment-slots';

const HOURS: HoursRow[] = [
  { days: 'mon-sat', opens: '10:30', closes: '20:00' },
  { days: 'sun', opens: '11:00', closes: '18:00' },
];
const SETTINGS = { slotMinutes: 30, consultants: 2 };
// 2026-12-01 is a Tuesday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
const BEFORE = new Date('2026-11-30T00:00:00Z');

describe('hoursOn', () => {
  it('reads the row for the weekday; a single day wins over a range', () => {
    expect(hoursOn(HOURS, '2026-12-01')).toEqual({ opens: 630, closes: 1200 });
    expect(hoursOn(HOURS, '2026-12-06')).toEqual({ opens: 660, closes: 1080 });
    const shortSaturday: HoursRow[] = [...HOURS, { days: 'sat', opens: '10:00', closes: '14:00' }];
    expect(hoursOn(shortSaturday, '2026-12-05')).toEqual({ opens: 600, closes: 840 });
  });

  it('is closed on a day no row covers, and never opens by the holidays row', () => {
    expect(hoursOn([{ days: 'mon-fri', opens: '10:00', closes: '18:00' }], '2026-12-05')).toBeNull();
    expect(hoursOn([{ days: 'holidays', opens: '10:00', closes: '18:00' }], '2026-12-01')).toBeNull();
  });
});

describe('slots of a day', () => {
  it('runs from opening, one slot length apart, the last ending by closing', () => {
    const starts = slotStartsOn(HOURS, '2026-12-01', 30);
    expect(starts[0]).toBe('10:30');
    expect(starts.at(-1)).toBe('19:30');
    expect(starts).toHaveLength(19);
    // 45-minute slots on a Sunday (11:00-18:00): 9 fit, the last ends 17:45.
    expect(slotStartsOn(HOURS, '2026-12-06', 45).at(-1)).toBe('17:00');
  });

  it('answers India times with +05:30 and the places left after bookings', () => {
    const slots = daySlots({ hours: HOURS, date: '2026-12-01', settings: SETTINGS, closures: NO_CLOSURES, booked: new Map([['10:30', 2], ['11:00', 1]]), now: BEFORE });
    expect(slots[0]).toEqual({ start: '2026-12-01T10:30:00+05:30', end: '2026-12-01T11:00:00+05:30', available: false, remaining: 0 });
    expect(slots[1]).toEqual({ start: '2026-12-01T11:00:00+05:30', end: '2026-12-01T11:30:00+05:30', available: true, remaining: 1 });
    expect(slots[2]!.remaining).toBe(2);
  });

  it('closes the slots that have begun, those staff closed, and all of a closed day', () => {
    const now = new Date('2026-12-01T06:00:00Z'); // 11:30 in India
    const slots = daySlots({ hours: HOURS, date: '2026-12-01', settings: SETTINGS, closures: { wholeDay: false, slotStarts: ['12:30'] }, booked: new Map(), now });
    expect(slots.filter((slot) => slot.available).map((slot) => slot.start.slice(11, 16)).slice(0, 2)).toEqual(['12:00', '13:00']);
    expect(slots.find((slot) => slot.start.includes('T11:30'))!.available).toBe(false);
    expect(daySlots({ hours: HOURS, date: '2026-12-01', settings: SETTINGS, closures: { wholeDay: true, slotStarts: [] }, booked: new Map(), now })).toEqual([]);
  });
});

describe('checkSlotStart', () => {
  const check = (iso: string, now = BEFORE, closures = NO_CLOSURES) => checkSlotStart({ hours: HOURS, settings: SETTINGS, closures, start: new Date(iso), now });

  it('takes a slot of the hours and gives its end', () => {
    expect(check('2026-12-01T11:00:00+05:30')).toEqual({ ok: true, date: '2026-12-01', time: '11:00', end: new Date('2026-12-01T11:30:00+05:30') });
  });

  it('refuses a start outside the hours or between slots', () => {
    expect(check('2026-12-01T09:30:00+05:30')).toEqual({ ok: false, reason: 'outside-hours' });
    expect(check('2026-12-01T19:45:00+05:30')).toEqual({ ok: false, reason: 'outside-hours' });
    expect(check('2026-12-01T20:00:00+05:30')).toEqual({ ok: false, reason: 'outside-hours' });
    expect(check('2026-12-06T10:30:00+05:30')).toEqual({ ok: false, reason: 'outside-hours' });
  });

  it('refuses the past, a closed slot and a date too far ahead', () => {
    expect(check('2026-12-01T11:00:00+05:30', new Date('2026-12-01T11:00:00+05:30'))).toEqual({ ok: false, reason: 'past' });
    expect(check('2026-12-01T11:00:00+05:30', BEFORE, { wholeDay: false, slotStarts: ['11:00'] })).toEqual({ ok: false, reason: 'closed' });
    expect(check('2027-03-01T11:00:00+05:30')).toEqual({ ok: false, reason: 'too-far' });
  });
});
