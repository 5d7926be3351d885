import { useTranslation } from 'react-i18next';
import type { PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import { formatInr } from '@aabhushan/shared/rules/money';
import styles from './gold-plan-steps.module.css';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** How the plan works in four plain steps: the amount, paying each month, staying on time, redeeming. */
export function GoldPlanSteps({ plan }: { plan: PublicGoldPlan }) {
  const { t } = useTranslation();
  const values = { min: formatInr(plan.minMonthly), max: formatInr(plan.maxMonthly), count: plan.instalments };
  return (
    <section className={styles.steps} aria-labelledby="gold-plan-steps-title">
      <h2 id="gold-plan-steps-title" className={styles.heading}>
        {t('goldPlan.how.title')}
      </h2>
      <ol className={styles.list}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.title}>{t(`goldPlan.how.${step}Title`)}</h3>
              <p className={styles.text}>{t(`goldPlan.how.${step}Text`, values)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
