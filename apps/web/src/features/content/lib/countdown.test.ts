import { describe, expect, it } from 'vitest';
import { getCountdown, padTime } from './countdown';

const now = new Date('2025-03-01T10:00:00.000Z');

describe('getCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const endsAt = new Date(now.getTime() + ((5 * 24 + 12) * 3600 + 35 * 60 + 42) * 1000);
    expect(getCountdown(endsAt, now)).toEqual({
      days: 5,
      hours: 12,
      minutes: 35,
      seconds: 42,
      totalSeconds: 477342,
      ended: false,
    });
  });

  it('counts whole seconds down (a part second left still shows 0 s and is not ended until it is gone)', () => {
    expect(getCountdown('2025-03-01T10:00:01.500Z', now)).toMatchObject({ seconds: 1, ended: false });
    expect(getCountdown('2025-03-01T10:00:00.400Z', now)).toMatchObject({ seconds: 0, ended: true });
  });

  it('is ended, never negative, once the end has passed', () => {
    expect(getCountdown('2025-02-28T10:00:00.000Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalSeconds: 0,
      ended: true,
    });
  });

  it('treats an unreadable date as ended', () => {
    expect(getCountdown('not a date', now).ended).toBe(true);
  });
});

describe('padTime', () => {
  it('pads to two digits', () => {
    expect(padTime(7)).toBe('07');
    expect(padTime(42)).toBe('42');
    expect(padTime(120)).toBe('120');
  });
});
