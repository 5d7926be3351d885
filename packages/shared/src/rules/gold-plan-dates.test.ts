import { describe, expect, it } from 'vitest';
import { addPlanMonths, daysInMonth, monthsLate } from './gold-plan-dates';

describe('addPlanMonths', () => {
  it('keeps the day of the month', () => {
    expect(addPlanMonths('2026-01-15', 0)).toBe('2026-01-15');
    expect(addPlanMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addPlanMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addPlanMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('a plan begun on the 31st falls due on the last day of shorter months, and on the 31st again after them', () => {
    const dates = Array.from({ length: 13 }, (_, months) => addPlanMonths('2026-01-31', months));
    expect(dates).toEqual([
      '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30',
      '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31',
    ]);
  });

  it('29 February in a leap year, the 28th otherwise; the 30th keeps the 30th', () => {
    expect(addPlanMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addPlanMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addPlanMonths('2026-01-30', 1)).toBe('2026-02-28');
    expect(addPlanMonths('2026-01-30', 2)).toBe('2026-03-30');
  });

  it('refuses what is not a date', () => {
    expect(() => addPlanMonths('31/01/2026', 1)).toThrow(RangeError);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
  });
});

describe('monthsLate', () => {
  it('paid before, on or up to the same day of the next month: within the month', () => {
    expect(monthsLate('2026-01-10', 0, '2026-01-05')).toBe(0);
    expect(monthsLate('2026-01-10', 0, '2026-01-10')).toBe(0);
    expect(monthsLate('2026-01-10', 0, '2026-02-10')).toBe(0);
  });

  it('each month begun after that counts one', () => {
    expect(monthsLate('2026-01-10', 0, '2026-02-11')).toBe(1);
    expect(monthsLate('2026-01-10', 0, '2026-03-10')).toBe(1);
    expect(monthsLate('2026-01-10', 0, '2026-03-11')).toBe(2);
    expect(monthsLate('2026-01-10', 3, '2026-06-01')).toBe(1);
  });

  it('counts from the enrolment day, so a 31st plan is not late on 31 March for a February instalment', () => {
    // Due 28 February (index 1 of a 31 January plan); within the month until 31 March.
    expect(monthsLate('2026-01-31', 1, '2026-03-31')).toBe(0);
    expect(monthsLate('2026-01-31', 1, '2026-04-01')).toBe(1);
  });
});
