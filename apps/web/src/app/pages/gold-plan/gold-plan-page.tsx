import '../../../i18n/bundles/content';
import '../../../i18n/bundles/gold-plan';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@aabhushan/shared/pages/page-manifest';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { PageIntro } from '../../../features/content/components/page-intro';
import { useGoldPlans } from '../../../features/gold-plan/api/gold-plan-calls';
import { GoldPlanCalculator } from '../../../features/gold-plan/components/gold-plan-calculator';
import { GoldPlanSteps } from '../../../features/gold-plan/components/gold-plan-steps';
import { GoldPlanTerms } from '../../../features/gold-plan/components/gold-plan-terms';
import { readQueryParam } from '../../../lib/url-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './gold-plan-page.module.css';

/**
 * /gold-plan: the monthly gold plan in plain words, the calculator (monthly amount in; total paid,
 * bonus, value and date of maturity out) with Enrol, and the plan's terms. `?plan=&amount=` keep
 * the shopper's choice across sign-in.
 */
export function GoldPlanPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('goldPlan.title'));
  useMetaDescription(t('goldPlan.lead'));
  const [params] = useSearchParams();
  const plans = useGoldPlans();
  const [planId, setPlanId] = useState(readQueryParam(params, 'plan', 100));
  const plan = plans.data?.find((candidate) => candidate.id === planId) ?? plans.data?.[0];

  let body;
  if (plans.isError && !plans.data) {
    body = (
      <StatusMessage
        tone="error"
        title={t('goldPlan.loadFailed')}
        actions={
          <button type="button" className={buttons.primary} onClick={() => void plans.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  } else if (!plans.data) {
    body = <Skeleton height="24rem" />;
  } else if (!plan) {
    body = <StatusMessage title={t('goldPlan.noPlans')} />;
  } else {
    body = (
      <>
        <GoldPlanCalculator plans={plans.data} initialPlanId={plan.id} initialAmount={readQueryParam(params, 'amount', 20)} onPlanChange={setPlanId} />
        <GoldPlanSteps plan={plan} />
        <GoldPlanTerms plan={plan} />
      </>
    );
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <PageIntro eyebrow={t('goldPlan.eyebrow')} title={t('goldPlan.title')} lead={t('goldPlan.lead')} crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('goldPlan.title') }]} />
      {body}
    </div>
  );
}
