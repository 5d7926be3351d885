import { describe, expect, it } from 'vitest';
import { appointmentReference, canChangeAppointment, hasRoomForAnotherAppointment, isPinPrefix, isReminderDay, isServiceablePin, showroomServingPin } from './appointment-rules';

describe('try at home by PIN', () => {
  it('serves a real PIN starting with one of the prefixes', () => {
    expect(isServiceablePin('302001', ['302', '560'])).toBe(true);
    expect(isServiceablePin('560034', ['302', '560'])).toBe(true);
    expect(isServiceablePin('400002', ['302', '560'])).toBe(false);
    expect(isServiceablePin('30200', ['302'])).toBe(false);
    expect(isServiceablePin('302001', [])).toBe(false);
  });

  it('takes prefixes of one to six digits, never a leading 0', () => {
    expect(['3', '302', '302001'].every(isPinPrefix)).toBe(true);
    expect(['', '0', '3020011', '30a'].some(isPinPrefix)).toBe(false);
  });

  it('finds the showroom with the longest matching prefix', () => {
    const showrooms = [{ id: 'a', pinPrefixes: ['302'] }, { id: 'b', pinPrefixes: ['3020'] }, { id: 'c', pinPrefixes: ['560'] }];
    expect(showroomServingPin('302001', showrooms)?.id).toBe('b');
    expect(showroomServingPin('302101', showrooms)?.id).toBe('a');
    expect(showroomServingPin('110049', showrooms)).toBeNull();
  });
});

describe('a customer\'s appointments', () => {
  it('holds at most three upcoming', () => {
    expect(hasRoomForAnotherAppointment(2)).toBe(true);
    expect(hasRoomForAnotherAppointment(3)).toBe(false);
  });

  it('may be cancelled or moved until two hours before', () => {
    const start = new Date('2026-12-01T11:00:00+05:30');
    expect(canChangeAppointment(start, new Date('2026-12-01T09:00:00+05:30'))).toBe(true);
    expect(canChangeAppointment(start, new Date('2026-12-01T09:00:01+05:30'))).toBe(false);
  });

  it('has a reference of the year and a six-digit number', () => {
    expect(appointmentReference(2026, 123)).toBe('AP-2026-000123');
    expect(appointmentReference(2027, 1234567)).toBe('AP-2027-1234567');
  });
});

describe('the reminder', () => {
  it('goes on the Indian day before, at any hour of it', () => {
    const start = new Date('2026-12-02T10:30:00+05:30');
    expect(isReminderDay(start, new Date('2026-12-01T00:05:00+05:30'))).toBe(true);
    expect(isReminderDay(start, new Date('2026-12-01T23:55:00+05:30'))).toBe(true);
    // 20:00 UTC on 30 November is already 1 December in India.
    expect(isReminderDay(start, new Date('2026-11-30T20:00:00Z'))).toBe(true);
    expect(isReminderDay(start, new Date('2026-11-30T23:55:00+05:30'))).toBe(false);
    expect(isReminderDay(start, new Date('2026-12-02T08:00:00+05:30'))).toBe(false);
  });
});
