import { describe, expect, it } from 'vitest';
import { addDays, goldPlanDueState } from './gold-plan-due';

describe('gold plan instalments staff chase', () => {
  it('is overdue the day after its due date passes unpaid', () => {
    expect(goldPlanDueState('2026-11-28', '2026-11-29')).toBe('overdue');
    expect(goldPlanDueState('2026-01-31', '2026-11-29')).toBe('overdue');
  });

  it('is due from its due date back to three days before it', () => {
    expect(goldPlanDueState('2026-11-29', '2026-11-29')).toBe('due');
    expect(goldPlanDueState('2026-12-02', '2026-11-29')).toBe('due');
    expect(goldPlanDueState('2026-12-03', '2026-11-29')).toBeNull();
  });

  it('is neither when nothing is left to pay', () => {
    expect(goldPlanDueState(null, '2026-11-29')).toBeNull();
  });

  it('counts days across months and leap years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
  });
});
