import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import choice from '../../../features/checkout/components/choice-cards.module.css';
import { getGoldPlanCover } from '../../../features/checkout/lib/gold-plan-cover';
import { useLocalized } from '../../../lib/use-localized';

interface GoldPlanCreditChoiceProps {
  plans: GoldPlanEnrolment[];
  total: number;
  value: string | null;
  onChange: (planId: string | null) => void;
}

/**
 * "Pay from my gold plan": each matured or closed-early plan with credit left, what it holds, what
 * it pays of this order and what is left to pay; or no plan. Shown only when there is such a plan.
 */
export function GoldPlanCreditChoice({ plans, total, value, onChange }: GoldPlanCreditChoiceProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  if (plans.length === 0) return null;
  return (
    <fieldset className={choice.group} data-testid="gold-plan-credit">
      <legend className={choice.legend}>{t('checkout.goldPlan.title')}</legend>
      {plans.map((plan) => {
        const cover = getGoldPlanCover(plan, total);
        return (
          <label key={plan.id} className={choice.card}>
            <input type="radio" name="goldPlan" value={plan.id} checked={value === plan.id} onChange={() => onChange(plan.id)} className={choice.radio} />
            <span className={choice.body}>
              <span className={choice.title}>{t('checkout.goldPlan.use', { plan: localized(plan.planName) })}</span>
              <span className={choice.meta}>{t('checkout.goldPlan.credit', { amount: formatInr(cover.credit) })}</span>
              <span className={choice.meta}>
                {cover.due === 0 ? t('checkout.goldPlan.coversAll', { amount: formatInr(cover.covered) }) : t('checkout.goldPlan.coversPart', { amount: formatInr(cover.covered), due: formatInr(cover.due) })}
              </span>
            </span>
            <span className={choice.price}>−{formatInr(cover.covered)}</span>
          </label>
        );
      })}
      <label className={choice.card}>
        <input type="radio" name="goldPlan" value="" checked={value === null} onChange={() => onChange(null)} className={choice.radio} />
        <span className={choice.body}>
          <span className={choice.title}>{t('checkout.goldPlan.none')}</span>
        </span>
      </label>
    </fieldset>
  );
}
