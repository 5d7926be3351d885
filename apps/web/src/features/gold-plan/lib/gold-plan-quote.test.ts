import { describe, expect, it } from 'vitest';
import type { PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import { quoteGoldPlan, readRupees } from './gold-plan-quote';
import { formatPlanDate } from './gold-plan-format';

const PLAN: PublicGoldPlan = {
  id: 'gold-plan-swarna-10',
  name: { en: 'Swarna Sanchay' },
  instalments: 10,
  minMonthly: 1000,
  maxMonthly: 50000,
  bonusPercent: 100,
  terms: { en: 'Terms' },
};

describe('the gold plan calculator', () => {
  it('adds up ten instalments, the bonus of one instalment and maturity one month after the last one falls due', () => {
    expect(quoteGoldPlan(PLAN, '5000', '2026-01-31')).toEqual({
      ok: true,
      quote: { monthly: 5000, instalments: 10, totalPaid: 50000, bonus: 5000, valueAtMaturity: 55000, maturityDate: '2026-11-30' },
    });
  });

  it('takes the plan’s bonus percent and grouping commas or a rupee sign', () => {
    expect(quoteGoldPlan({ ...PLAN, bonusPercent: 50 }, '₹ 12,300', '2026-03-15')).toMatchObject({ ok: true, quote: { monthly: 12300, totalPaid: 123000, bonus: 6150, valueAtMaturity: 129150, maturityDate: '2027-01-15' } });
  });

  it('refuses with the API’s sentences: not a number, not whole hundreds, outside the plan’s range', () => {
    expect(quoteGoldPlan(PLAN, 'five thousand', '2026-01-01')).toEqual({ ok: false, message: 'The monthly amount must be a number of rupees' });
    expect(quoteGoldPlan(PLAN, '', '2026-01-01')).toEqual({ ok: false, message: 'The monthly amount must be a number of rupees' });
    expect(quoteGoldPlan(PLAN, '5050', '2026-01-01')).toEqual({ ok: false, message: 'The monthly amount must be whole hundreds of rupees' });
    expect(quoteGoldPlan(PLAN, '900', '2026-01-01')).toEqual({ ok: false, message: 'The monthly amount must be at least ₹1,000' });
    expect(quoteGoldPlan(PLAN, '50100', '2026-01-01')).toEqual({ ok: false, message: 'The monthly amount can be at most ₹50,000' });
  });

  it('reads rupees typed with grouping, never decimals or signs', () => {
    expect(readRupees('1,00,000')).toBe(100000);
    expect(readRupees('12.5')).toBeNull();
    expect(readRupees('-500')).toBeNull();
  });

  it('writes a plan date as the date itself', () => {
    expect(formatPlanDate('2026-11-30', 'en')).toBe('30 Nov 2026');
    expect(formatPlanDate('nonsense', 'en')).toBe('');
  });
});
