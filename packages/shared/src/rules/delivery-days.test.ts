import { describe, expect, it } from 'vitest';
import { deliveryDaysRange, latestDeliveryDays } from './delivery-days';

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

describe('deliveryDaysRange', () => {
  it.each([
    ['3-5 business days', { from: 3, to: 5, business: true }],
    ['5-7 days', { from: 5, to: 7, business: false }],
    ['2 – 3 working days', { from: 2, to: 3, business: true }],
    ['10 days', { from: 10, to: 10, business: false }],
    ['Next business day', { from: 1, to: 1, business: true }],
    ['next day', { from: 1, to: 1, business: false }],
  ])('reads %s', (estimate, range) => {
    expect(deliveryDaysRange(estimate)).toEqual(range);
  });

  it('answers null for a time it cannot read as days, which is then shown as staff wrote it', () => {
    expect(deliveryDaysRange('2 weeks')).toBeNull();
    expect(deliveryDaysRange('Soon')).toBeNull();
    expect(deliveryDaysRange('3-5 days, 7 in the monsoon')).toBeNull();
  });
});
