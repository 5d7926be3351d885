import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { toast } from '../../../lib/toast/toast';
import { downloadInvoice } from '../api/download-invoice';
import { getOrderErrorMessage } from '../lib/order-error-message';

/** Saves the GST invoice as invoice-{orderNumber}.pdf with the spec's two toasts. */
export function InvoiceButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(orderId, orderNumber);
      toast.success(t('orders.invoice.done'));
    } catch (error) {
      toast.error(getOrderErrorMessage(error, t('orders.invoice.failed'), t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={buttons.secondary} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? t('orders.invoice.working') : t('orders.invoice.action')}
    </button>
  );
}
