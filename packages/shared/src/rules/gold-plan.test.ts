import { describe, expect, it } from 'vitest';
import { checkMonthlyAmount, earlyClosure, goldPlanBonusPaise, goldPlanStanding, payableInstalment, type GoldPlanTerms } from './gold-plan';

const ten: GoldPlanTerms = { startDate: '2026-01-31', instalments: 10, monthlyPaise: 1_000_00, bonusPercent: 100 };
const monthly = (count: number, start = 0) => Array.from({ length: count }, (_, i) => ({ number: i + 1, paidOn: ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31'][i + start]! }));

describe('goldPlanStanding', () => {
  it('a new enrolment: ten due dates from the 31st, the first due today, maturity one month after the last, the full bonus', () => {
    const standing = goldPlanStanding(ten, [], '2026-01-31');
    expect(standing.schedule.map((instalment) => instalment.dueDate)).toEqual([
      '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31',
    ]);
    expect(standing).toMatchObject({ state: 'active', paidInstalments: 0, paidPaise: 0, remainingPaise: 10_000_00, nextInstalment: 1, nextDueDate: '2026-01-31', maturityDate: '2026-11-30', bonusPaise: 1_000_00, redeemablePaise: 0 });
  });

  it('every instalment on time: complete, then matured with paid plus the bonus redeemable', () => {
    const paid = monthly(10);
    expect(goldPlanStanding(ten, paid, '2026-11-29')).toMatchObject({ state: 'complete', paidPaise: 10_000_00, remainingPaise: 0, nextInstalment: null, nextDueDate: null, redeemablePaise: 0 });
    expect(goldPlanStanding(ten, paid, '2026-11-30')).toMatchObject({ state: 'matured', bonusPaise: 1_000_00, redeemablePaise: 11_000_00 });
  });

  it('an instalment paid within its month changes nothing', () => {
    const paid = [...monthly(2), { number: 3, paidOn: '2026-04-30' }, ...monthly(7, 3).map((p) => ({ ...p, number: p.number + 3 }))];
    const standing = goldPlanStanding(ten, paid, '2026-12-01');
    expect(standing.schedule[2]).toMatchObject({ dueDate: '2026-03-31', paidOn: '2026-04-30', monthsLate: 0 });
    expect(standing).toMatchObject({ maturityDate: '2026-11-30', bonusPaise: 1_000_00, state: 'matured' });
  });

  it('an instalment more than a month late moves its and every later due date, and maturity, and loses its share of the bonus', () => {
    const paid = [...monthly(2), { number: 3, paidOn: '2026-05-15' }];
    const standing = goldPlanStanding(ten, paid, '2026-05-15');
    expect(standing.schedule[2]).toMatchObject({ dueDate: '2026-03-31', monthsLate: 1 });
    expect(standing.schedule[3]!.dueDate).toBe('2026-05-31');
    expect(standing.schedule[9]!.dueDate).toBe('2026-11-30');
    expect(standing).toMatchObject({ nextInstalment: 4, nextDueDate: '2026-05-31', maturityDate: '2026-12-31', bonusPaise: 900_00 });
  });

  it('two late instalments, one of them two months late: maturity three months on, bonus for eight of ten', () => {
    const paid = [{ number: 1, paidOn: '2026-01-31' }, { number: 2, paidOn: '2026-05-01' }, { number: 3, paidOn: '2026-07-01' }];
    const standing = goldPlanStanding(ten, paid, '2026-07-01');
    expect(standing.schedule.map((i) => i.monthsLate).slice(0, 3)).toEqual([0, 2, 1]);
    expect(standing.schedule[2]!.dueDate).toBe('2026-05-31');
    expect(standing).toMatchObject({ maturityDate: '2027-02-28', bonusPaise: 800_00, nextDueDate: '2026-07-31' });
  });

  it('closed early: the amount paid is redeemable, no bonus, nothing more due', () => {
    const standing = goldPlanStanding(ten, monthly(4), '2026-05-10', true);
    expect(standing).toMatchObject({ state: 'closed', paidPaise: 4_000_00, remainingPaise: 0, nextInstalment: null, bonusPaise: 0, redeemablePaise: 4_000_00 });
  });
});

describe('goldPlanBonusPaise', () => {
  it('each instalment on time earns its share, rounded down to the paisa', () => {
    expect(goldPlanBonusPaise({ instalments: 10, monthlyPaise: 50_000_00, bonusPercent: 100 }, 10)).toBe(50_000_00);
    expect(goldPlanBonusPaise({ instalments: 11, monthlyPaise: 1_000_00, bonusPercent: 75 }, 10)).toBe(68_181);
    expect(goldPlanBonusPaise({ instalments: 10, monthlyPaise: 1_000_00, bonusPercent: 0 }, 10)).toBe(0);
  });
});

describe('payableInstalment', () => {
  it('the next instalment from its due date, never in advance', () => {
    expect(payableInstalment(goldPlanStanding(ten, [], '2026-01-31'), '2026-01-31')).toEqual({ ok: true, number: 1, amountPaise: 1_000_00, dueDate: '2026-01-31' });
    expect(payableInstalment(goldPlanStanding(ten, monthly(1), '2026-02-01'), '2026-02-01')).toEqual({ ok: false, reason: 'not-yet', dueDate: '2026-02-28' });
    expect(payableInstalment(goldPlanStanding(ten, monthly(1), '2026-06-01'), '2026-06-01')).toMatchObject({ ok: true, number: 2 });
  });

  it('nothing when all are paid or the plan is closed', () => {
    expect(payableInstalment(goldPlanStanding(ten, monthly(10), '2026-10-31'), '2026-10-31')).toEqual({ ok: false, reason: 'all-paid' });
    expect(payableInstalment(goldPlanStanding(ten, monthly(3), '2026-04-30', true), '2026-04-30')).toEqual({ ok: false, reason: 'closed' });
  });
});

describe('earlyClosure', () => {
  it('an active plan closes with the amount paid redeemable; a complete or closed one does not', () => {
    expect(earlyClosure(goldPlanStanding(ten, monthly(3), '2026-04-01'))).toEqual({ ok: true, redeemablePaise: 3_000_00 });
    expect(earlyClosure(goldPlanStanding(ten, [], '2026-01-31'))).toEqual({ ok: true, redeemablePaise: 0 });
    expect(earlyClosure(goldPlanStanding(ten, monthly(10), '2026-11-01'))).toEqual({ ok: false, reason: 'complete' });
    expect(earlyClosure(goldPlanStanding(ten, monthly(3), '2026-04-01', true))).toEqual({ ok: false, reason: 'closed' });
  });
});

describe('checkMonthlyAmount', () => {
  const plan = { minMonthlyPaise: 1_000_00, maxMonthlyPaise: 50_000_00 };
  it('whole hundreds of rupees from the minimum to the maximum', () => {
    expect(checkMonthlyAmount(1_000_00, plan)).toEqual({ ok: true });
    expect(checkMonthlyAmount(50_000_00, plan)).toEqual({ ok: true });
    expect(checkMonthlyAmount(2_500_00, plan)).toEqual({ ok: true });
    expect(checkMonthlyAmount(2_550_00, plan)).toEqual({ ok: false, reason: 'whole-hundreds' });
    expect(checkMonthlyAmount(2_500_50, plan)).toEqual({ ok: false, reason: 'whole-hundreds' });
    expect(checkMonthlyAmount(900_00, plan)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(checkMonthlyAmount(50_100_00, plan)).toEqual({ ok: false, reason: 'above-maximum' });
  });
});
