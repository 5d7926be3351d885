import { describe, expect, it } from 'vitest';
import { formatClockTime, getDirectionsUrl } from './opening-hours';

describe('formatClockTime', () => {
  it('reads 24-hour store times on a 12-hour Indian English clock, whatever the machine zone', () => {
    expect(formatClockTime('10:30', 'en').replace(/\s/g, ' ')).toMatch(/^10:30 am$/i);
    expect(formatClockTime('20:00', 'en').replace(/\s/g, ' ')).toMatch(/^8:00 pm$/i);
  });

  it('formats for every language of the store', () => {
    for (const language of ['hi', 'ta', 'te']) expect(formatClockTime('20:00', language)).toMatch(/8:00/);
  });
});

describe('getDirectionsUrl', () => {
  it('points the map app at the coordinates', () => {
    expect(getDirectionsUrl({ latitude: 26.9196, longitude: 75.8235 })).toBe('https://www.google.com/maps/dir/?api=1&destination=26.9196,75.8235');
  });
});
