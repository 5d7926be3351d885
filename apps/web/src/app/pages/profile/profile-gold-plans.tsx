import '../../../i18n/bundles/checkout';
import '../../../i18n/bundles/gold-plan';
import { useTranslation } from 'react-i18next';
import { href } from '@aabhushan/shared/pages/page-manifest';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { EmptySection } from '../../../features/account/components/empty-section';
import { useCloseGoldPlan, useMyGoldPlans } from '../../../features/gold-plan/api/gold-plan-calls';
import { GoldPlanCard } from '../../../features/gold-plan/components/gold-plan-card';
import { GoldPlanReceiptButton } from '../../../features/gold-plan/components/gold-plan-receipt-button';
import cardStyles from '../../../features/gold-plan/components/gold-plan-card.module.css';
import { useInstalmentPayment } from './use-instalment-payment';
import { TestGatewayDialog } from '../../../features/payments/components/test-gateway-dialog';
import { toast } from '../../../lib/toast/toast';
import { translateApiMessage } from '../../../lib/translate-message';

/**
 * The profile's My Gold Plans tab: each enrolment with its schedule, Pay now for the next
 * instalment (the checkout's payment path), Close early, and a PDF receipt per paid instalment.
 */
export function ProfileGoldPlans() {
  const { t } = useTranslation();
  const plans = useMyGoldPlans();
  const payment = useInstalmentPayment();
  const closing = useCloseGoldPlan();

  const pay = async (enrolment: GoldPlanEnrolment) => {
    const number = enrolment.nextInstalment;
    if (await payment.payInstalment(enrolment)) toast.success(t('goldPlan.mine.paidNow', { number }));
  };
  const close = (enrolment: GoldPlanEnrolment) =>
    closing.mutate(enrolment.id, {
      onSuccess: (closed) => toast.success(t('goldPlan.mine.closedNow', { amount: formatInr(closed.redeemable) })),
      onError: (error) => toast.error(translateApiMessage(error, t) || t('goldPlan.mine.closeFailed')),
    });

  if (plans.isError && !plans.data) {
    return (
      <StatusMessage
        tone="error"
        title={t('goldPlan.mine.loadFailed')}
        actions={
          <button type="button" className={buttons.primary} onClick={() => void plans.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  }
  if (!plans.data) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton height="18rem" />
      </div>
    );
  }
  if (plans.data.length === 0) {
    return <EmptySection title={t('goldPlan.mine.empty')} text={t('goldPlan.mine.emptyText')} action={t('goldPlan.mine.explore')} to={href('gold-plan')} />;
  }
  const busy = payment.phase !== 'idle' && payment.phase !== 'paid';
  return (
    <div className={cardStyles.list}>
      {payment.failure && <Alert tone="error">{t(`checkout.errors.${payment.failure}`)}</Alert>}
      {plans.data.map((enrolment) => (
        <GoldPlanCard
          key={enrolment.id}
          enrolment={enrolment}
          paying={busy}
          closing={closing.isPending}
          onPay={(chosen) => void pay(chosen)}
          onClose={close}
          receipt={(number) => <GoldPlanReceiptButton enrolmentId={enrolment.id} number={number} />}
        />
      ))}
      {payment.testGateway && <TestGatewayDialog paymentOrder={payment.testGateway.paymentOrder} onChoose={payment.testGateway.choose} />}
    </div>
  );
}
