import { describe, expect, it } from 'vitest';
import { indianInstant, indianTimeOf, isCalendarDate, minutesOfDay, timeOfDay, toIndianIso } from './india-time';

describe('India time', () => {
  it('writes an instant with +05:30, crossing midnight into the Indian date', () => {
    expect(toIndianIso(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01T10:30:00+05:30');
    expect(toIndianIso(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T01:30:00+05:30');
  });

  it('reads a wall-clock time on an Indian date as the instant it is', () => {
    expect(indianInstant('2026-12-01', '10:30').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(indianInstant('2026-12-01', '03:00').toISOString()).toBe('2026-11-30T21:30:00.000Z');
    expect(Date.parse('2026-12-01T10:30:00+05:30')).toBe(indianInstant('2026-12-01', '10:30').getTime());
    expect(indianTimeOf(indianInstant('2026-12-01', '19:30'))).toBe('19:30');
  });

  it('counts minutes of the day and refuses what is not HH:MM', () => {
    expect(minutesOfDay('10:30')).toBe(630);
    expect(minutesOfDay('24:00')).toBeNaN();
    expect(minutesOfDay('9:30')).toBeNaN();
    expect(timeOfDay(630)).toBe('10:30');
  });

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
