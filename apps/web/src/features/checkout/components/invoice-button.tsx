import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { toast } from '../../../lib/toast/toast';
import { useDownloadInvoice } from '../api/download-invoice';

/** Download invoice: 'Invoice downloaded successfully', or 'Failed to download invoice' (spec B section 8). */
export function InvoiceButton({ orderId, orderNumber, className = buttons.secondary }: { orderId: string; orderNumber: string; className?: string }) {
  const { t } = useTranslation();
  const download = useDownloadInvoice();
  const onClick = () =>
    download.mutate(
      { orderId, orderNumber },
      {
        onSuccess: () => toast.success(t('confirmation.downloaded')),
        onError: () => toast.error(t('confirmation.downloadFailed')),
      },
    );
  return (
    <button type="button" className={className} disabled={download.isPending} onClick={onClick}>
      {download.isPending ? t('confirmation.downloading') : t('confirmation.invoice')}
    </button>
  );
}
