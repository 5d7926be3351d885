import { describe, expect, it } from 'vitest';
import { indianDateOf, startOfIndianDay } from './indian-day';

describe('startOfIndianDay', () => {
  it('starts the day at midnight in India, 18:30 UTC the evening before', () => {
    expect(startOfIndianDay(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-26T18:30:00.000Z');
  });

  it('counts 00:10 in India (18:40 UTC) as the new day, and 23:50 (18:20 UTC) as the old one', () => {
    expect(startOfIndianDay(new Date('2026-11-26T18:40:00Z')).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-11-26T18:20:00Z')).toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('goes back whole days', () => {
    expect(startOfIndianDay(new Date('2026-11-27T10:00:00Z'), 6).toISOString()).toBe('2026-11-20T18:30:00.000Z');
  });
});

describe('indianDateOf', () => {
  it('names the day as it is in India', () => {
    expect(indianDateOf(new Date('2026-01-04T20:00:00Z'))).toBe('2026-01-05');
    expect(indianDateOf(new Date('2026-01-04T18:29:59Z'))).toBe('2026-01-04');
  });
});
