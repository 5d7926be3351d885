import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { apiGetBlob, saveBlob } from '../../../lib/api-download';
import { toast } from '../../../lib/toast/toast';
import styles from './gold-plan-card.module.css';

/** GET /api/gold-plans/{id}/instalments/{number}/receipt.pdf, saved as the server names it. */
async function downloadReceipt({ enrolmentId, number }: { enrolmentId: string; number: number }): Promise<void> {
  const blob = await apiGetBlob(`/api/gold-plans/${encodeURIComponent(enrolmentId)}/instalments/${number}/receipt.pdf`);
  saveBlob(blob, `gold-plan-receipt-${number}.pdf`);
}

/** A paid instalment's receipt (PDF). */
export function GoldPlanReceiptButton({ enrolmentId, number }: { enrolmentId: string; number: number }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: downloadReceipt });
  return (
    <button
      type="button"
      className={`${buttons.textLink} ${styles.receipt}`}
      disabled={download.isPending}
      aria-label={t('goldPlan.mine.receiptLabel', { number })}
      onClick={() => download.mutate({ enrolmentId, number }, { onError: () => toast.error(t('goldPlan.mine.receiptFailed')) })}
    >
      {t('goldPlan.mine.receipt')}
    </button>
  );
}
