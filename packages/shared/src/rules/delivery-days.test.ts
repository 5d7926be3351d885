import { describe, expect, it } from 'vitest';
import { latestDeliveryDays } from './delivery-days';

describe('latestDeliveryDays', () => {
  it.each([
    ['5-7 days', 7],
    ['2-3 days', 3],
    ['3-5 business days', 5],
    ['10 days', 10],
    ['next day', 1],
    ['Next-day delivery', 1],
    ['same day', 0],
    ['1 week', 7],
    ['2 weeks', 14],
  ])('reads %s as %i days at the latest', (estimate, days) => {
    expect(latestDeliveryDays(estimate, 99)).toBe(days);
  });

  it('keeps the fallback when the text names no time it can read', () => {
    expect(latestDeliveryDays('Soon', 7)).toBe(7);
    expect(latestDeliveryDays('', 3)).toBe(3);
  });
});
