import { ADMIN_GOLD_PLAN_MESSAGES as M, type AdminGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import { numberTyped } from '../admin-format';
import { EMPTY_LOCALIZED, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';

/** The staff plan form as it holds what is typed: text per language, numbers as typed. */
export interface PlanValues {
  name: LocalizedValues;
  terms: LocalizedValues;
  instalments: string;
  minMonthly: string;
  maxMonthly: string;
  bonusPercent: string;
  isActive: boolean;
}

export const valuesOf = (plan?: AdminGoldPlan): PlanValues => ({
  name: plan ? localizedValuesOf(plan.name) : EMPTY_LOCALIZED,
  terms: plan ? localizedValuesOf(plan.terms) : EMPTY_LOCALIZED,
  instalments: plan ? String(plan.instalments) : '',
  minMonthly: plan ? String(plan.minMonthly) : '',
  maxMonthly: plan ? String(plan.maxMonthly) : '',
  bonusPercent: plan ? String(plan.bonusPercent) : '',
  isActive: plan?.isActive ?? true,
});

/** The request body (the shared schema judges it: numbers not typed are NaN and refused with the field's sentence). */
export const bodyOf = (values: PlanValues) => ({
  name: values.name,
  terms: values.terms,
  instalments: numberTyped(values.instalments),
  minMonthly: numberTyped(values.minMonthly),
  maxMonthly: numberTyped(values.maxMonthly),
  bonusPercent: numberTyped(values.bonusPercent),
  isActive: values.isActive,
});

const FIELD_BY_MESSAGE: Record<string, keyof PlanValues> = {
  [M.nameRequired]: 'name',
  [M.termsRequired]: 'terms',
  [M.instalments]: 'instalments',
  [M.monthly]: 'minMonthly',
  [M.range]: 'minMonthly',
  [M.bonus]: 'bonusPercent',
};

/** The field a refusal from the API is about, to show it beside that field; undefined for the others. */
export const fieldOfRefusal = (message: string): keyof PlanValues | undefined => FIELD_BY_MESSAGE[message];
