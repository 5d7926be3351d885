import { Link, useLocation } from 'react-router';
import { GOLD_PLAN_LIMITS } from '@aabhushan/shared/rules/gold-plan';
import type { AdminGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import { formatInr } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import styles from '../admin.module.css';
import { GoldPlanTabs } from './gold-plan-tabs';
import { useAdminGoldPlans } from './plans-api';

/** /admin/gold-plans/plans: the plans customers enrol in, open or closed to new enrolments. */
export function GoldPlanPlansPage() {
  const list = useAdminListParams();
  const answer = useAdminGoldPlans();
  return (
    <AdminList<AdminGoldPlan>
      before={<GoldPlanTabs />}
      title="Gold plan schemes"
      lead={`At most ${GOLD_PLAN_LIMITS.maxInstalments} instalments (a longer plan would be a deposit). A change applies to new enrolments: a customer keeps the instalments and bonus they enrolled with.`}
      newLink={{ to: '/admin/gold-plans/new', label: 'New plan' }}
      list={list}
      answer={answer}
      noun="plans"
      notice={(useLocation().state as { notice?: string } | null)?.notice}
      emptyText="No plan yet: customers cannot enrol until there is one."
      columns={[
        {
          header: 'Plan',
          cell: (plan) => (
            <Link to={`/admin/gold-plans/${plan.id}`} className={styles.rowLink}>
              {plan.name.en}
            </Link>
          ),
        },
        { header: 'Instalments', numeric: true, cell: (plan) => plan.instalments },
        { header: 'Monthly', numeric: true, cell: (plan) => `${formatInr(plan.minMonthly)} – ${formatInr(plan.maxMonthly)}` },
        { header: 'Bonus', numeric: true, cell: (plan) => `${plan.bonusPercent}% of one instalment` },
        { header: 'Enrolment', cell: (plan) => <span className={`${styles.badge} ${plan.isActive ? styles.good : styles.warn}`}>{plan.isActive ? 'Open' : 'Closed'}</span> },
      ]}
    />
  );
}
