import { describe, expect, it } from 'vitest';
import { goldPlanStanding } from './gold-plan';
import { addDays, reminderDue } from './gold-plan-reminders';

const terms = { startDate: '2026-01-31', instalments: 3, monthlyPaise: 500_000, bonusPercent: 100 };

describe('reminderDue', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-03-01', -3)).toBe('2026-02-26');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('reminds of the next unpaid instalment from three days before its due date to the day, with one key', () => {
    const paid = [{ number: 1, paidOn: '2026-01-31' }];
    // Instalment 2 falls due on 28 February (the last day of the shorter month).
    const at = (today: string) => reminderDue('e1', goldPlanStanding(terms, paid, today), today);
    expect(at('2026-02-24')).toBeNull();
    expect(at('2026-02-25')).toEqual({ kind: 'instalment-due', instalment: 2, dueDate: '2026-02-28', key: 'gold-plan-due:e1:2:2026-02-28' });
    expect(at('2026-02-28')?.key).toBe('gold-plan-due:e1:2:2026-02-28');
    expect(at('2026-03-01')).toBeNull();
  });

  it('says nothing of an instalment already paid, nor of a closed plan', () => {
    const paid = [{ number: 1, paidOn: '2026-01-31' }, { number: 2, paidOn: '2026-02-25' }];
    expect(reminderDue('e1', goldPlanStanding(terms, paid, '2026-02-26'), '2026-02-26')).toBeNull();
    expect(reminderDue('e1', goldPlanStanding(terms, [{ number: 1, paidOn: '2026-01-31' }], '2026-02-26', true), '2026-02-26')).toBeNull();
  });

  it('writes once on maturity: from the maturity date, not the day before', () => {
    const paid = [{ number: 1, paidOn: '2026-01-31' }, { number: 2, paidOn: '2026-02-28' }, { number: 3, paidOn: '2026-03-31' }];
    expect(reminderDue('e1', goldPlanStanding(terms, paid, '2026-04-29'), '2026-04-29')).toBeNull();
    expect(reminderDue('e1', goldPlanStanding(terms, paid, '2026-04-30'), '2026-04-30')).toEqual({ kind: 'matured', maturityDate: '2026-04-30', key: 'gold-plan-matured:e1' });
  });
});
