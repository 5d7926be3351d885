import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import { href } from '@aabhushan/shared/pages/page-manifest';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { buildLoginUrl } from '../../../lib/session/return-url';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast/toast';
import { translateApiMessage, useTranslateMessage } from '../../../lib/translate-message';
import { useLocalized } from '../../../lib/use-localized';
import { useEnrolGoldPlan } from '../api/gold-plan-calls';
import { quoteGoldPlan, readRupees } from '../lib/gold-plan-quote';
import { useGoldPlanFormat } from '../lib/gold-plan-format';
import styles from './gold-plan-calculator.module.css';

interface GoldPlanCalculatorProps {
  plans: PublicGoldPlan[];
  /** The plan and amount in the address (kept across sign-in). */
  initialPlanId?: string;
  initialAmount?: string;
  /** The plan chosen, for the steps and terms beside the calculator. */
  onPlanChange: (planId: string) => void;
}

/** A starting amount inside the plan's range: ₹5,000 when the plan takes it. */
function startingAmount(plan: PublicGoldPlan): string {
  return String(Math.min(plan.maxMonthly, Math.max(plan.minMonthly, 5000)));
}

/**
 * The monthly amount in, what it comes to out (the plan's own rules, shared with the API): total
 * paid, the store's bonus, the value and date of maturity. Enrol sends a signed-out shopper to
 * sign in and back here with the same plan and amount; signed in, it enrols and opens My Gold Plans.
 */
export function GoldPlanCalculator({ plans, initialPlanId, initialAmount, onPlanChange }: GoldPlanCalculatorProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const localized = useLocalized();
  const format = useGoldPlanFormat();
  const navigate = useNavigate();
  const session = useSession();
  const enrol = useEnrolGoldPlan();
  const [planId, setPlanId] = useState(plans.find((plan) => plan.id === initialPlanId)?.id ?? plans[0]!.id);
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0]!;
  const [amount, setAmount] = useState(initialAmount && readRupees(initialAmount) !== null ? initialAmount : startingAmount(plan));
  const quote = quoteGoldPlan(plan, amount, indianDateOf(new Date()));
  const returnTo = href('gold-plan', {}, { plan: plan.id, amount: quote.ok ? String(quote.quote.monthly) : amount });

  const choosePlan = (id: string) => {
    const next = plans.find((candidate) => candidate.id === id) ?? plans[0]!;
    setPlanId(next.id);
    setAmount(startingAmount(next));
    enrol.reset();
    onPlanChange(next.id);
  };

  const submit = () => {
    if (!quote.ok || enrol.isPending) return;
    enrol.mutate(
      { planId: plan.id, monthlyAmount: quote.quote.monthly },
      {
        onSuccess: () => {
          toast.success(t('goldPlan.enrol.done'));
          void navigate(href('profile', {}, { tab: 'gold-plans' }));
        },
      },
    );
  };

  const failure = enrol.isError ? translateApiMessage(enrol.error, t) || t('goldPlan.enrol.failed') : null;
  const range = { min: formatInr(plan.minMonthly), max: formatInr(plan.maxMonthly) };

  return (
    <div className={styles.calculator}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="gold-plan-calculator-title"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="gold-plan-calculator-title" className={styles.heading}>
          {t('goldPlan.calculator.title')}
        </h2>
        {plans.length > 1 && (
          <SelectField
            label={t('goldPlan.calculator.plan')}
            name="plan"
            value={plan.id}
            options={plans.map((option) => ({ value: option.id, label: localized(option.name) }))}
            onChange={(event) => choosePlan(event.target.value)}
          />
        )}
        <TextField
          label={t('goldPlan.calculator.monthly')}
          hint={t('goldPlan.calculator.hint', range)}
          error={quote.ok ? undefined : tm(quote.message)}
          name="monthlyAmount"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            enrol.reset();
          }}
        />
        {session.status === 'signed-in' ? (
          <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!quote.ok || enrol.isPending} aria-busy={enrol.isPending}>
            {enrol.isPending ? t('goldPlan.enrol.working') : quote.ok ? t('goldPlan.enrol.button', { amount: formatInr(quote.quote.monthly) }) : t('goldPlan.enrol.plain')}
          </button>
        ) : (
          <Link to={buildLoginUrl(returnTo)} className={`${buttons.primary} ${styles.submit}`}>
            {t('goldPlan.enrol.signIn')}
          </Link>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
      <section className={styles.result} aria-labelledby="gold-plan-result-title" aria-live="polite" data-testid="gold-plan-quote">
        <h2 id="gold-plan-result-title" className={styles.heading}>
          {localized(plan.name)}
        </h2>
        {quote.ok ? (
          <>
            <dl className={styles.values}>
              <div className={styles.row}>
                <dt>
                  {t('goldPlan.calculator.youPay')}
                  <span className={styles.detail}>{t('goldPlan.calculator.youPayDetail', { count: quote.quote.instalments, amount: formatInr(quote.quote.monthly) })}</span>
                </dt>
                <dd data-testid="gold-plan-total">{formatInr(quote.quote.totalPaid)}</dd>
              </div>
              <div className={styles.row}>
                <dt>
                  {t('goldPlan.calculator.bonus')}
                  <span className={styles.detail}>{t('goldPlan.calculator.bonusDetail', { percent: plan.bonusPercent })}</span>
                </dt>
                <dd data-testid="gold-plan-bonus">{formatInr(quote.quote.bonus)}</dd>
              </div>
              <div className={`${styles.row} ${styles.highlight}`}>
                <dt>{t('goldPlan.calculator.value')}</dt>
                <dd data-testid="gold-plan-value">{formatInr(quote.quote.valueAtMaturity)}</dd>
              </div>
              <div className={styles.row}>
                <dt>{t('goldPlan.calculator.maturity')}</dt>
                <dd data-testid="gold-plan-maturity">{format.date(quote.quote.maturityDate)}</dd>
              </div>
            </dl>
            <p className={styles.note}>{t('goldPlan.calculator.assumption')}</p>
          </>
        ) : (
          <p className={styles.note}>{t('goldPlan.calculator.hint', range)}</p>
        )}
      </section>
    </div>
  );
}
