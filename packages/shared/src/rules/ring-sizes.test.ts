import { describe, expect, it } from 'vitest';
import { findRingSize, getRingSize, getRingSizeChart } from './ring-sizes';

describe('ring sizes', () => {
  it('lists Indian sizes 1 to 30 growing by about a millimetre around', () => {
    const chart = getRingSizeChart();
    expect(chart).toHaveLength(30);
    expect(chart[0]).toEqual({ indian: 1, us: 1.75, diameterMm: 13, circumferenceMm: 40.8 });
    for (let i = 1; i < chart.length; i += 1) expect(chart[i]!.circumferenceMm).toBeGreaterThan(chart[i - 1]!.circumferenceMm);
  });

  it('matches the common Indian-to-US conversions', () => {
    expect(getRingSize(9).us).toBe(5);
    expect(getRingSize(12).us).toBe(6.25);
    expect(getRingSize(16)).toEqual({ indian: 16, us: 7.75, diameterMm: 18, circumferenceMm: 56.5 });
  });

  it('finds the size for a thread measurement, the larger one between two sizes', () => {
    expect(findRingSize(49.2)?.indian).toBe(9);
    expect(findRingSize(49.9)?.indian).toBe(10);
    expect(findRingSize(0)).toBeUndefined();
    expect(findRingSize(90)).toBeUndefined();
    expect(findRingSize(Number.NaN)).toBeUndefined();
  });
});
