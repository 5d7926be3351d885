import { describe, expect, it } from 'vitest';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import { getGoldPlanCover, redeemablePlans } from './gold-plan-cover';

const plan = (fields: Partial<GoldPlanEnrolment>) => ({ id: 'p', status: 'matured', creditLeft: 100, ...fields }) as GoldPlanEnrolment;

describe('a gold plan credit at checkout', () => {
  it('pays the whole order when the credit is enough, and nothing is left to pay', () => {
    expect(getGoldPlanCover(plan({ creditLeft: 55_000 }), 30_000.5)).toEqual({ planId: 'p', credit: 55_000, covered: 30_000.5, due: 0 });
  });

  it('pays part of a larger order; the rest is due to the paisa', () => {
    expect(getGoldPlanCover(plan({ creditLeft: 25_000 }), 60_000.1)).toEqual({ planId: 'p', credit: 25_000, covered: 25_000, due: 35_000.1 });
  });

  it('offers only matured or closed-early plans with credit left', () => {
    const plans = [plan({ id: 'a' }), plan({ id: 'b', status: 'closed' }), plan({ id: 'c', status: 'active' }), plan({ id: 'd', status: 'complete' }), plan({ id: 'e', creditLeft: 0 })];
    expect(redeemablePlans(plans).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
