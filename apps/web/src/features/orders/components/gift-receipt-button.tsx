import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { toast } from '../../../lib/toast/toast';
import { downloadGiftReceipt } from '../api/download-gift-receipt';
import { getOrderErrorMessage } from '../lib/order-error-message';

/** Saves the gift receipt (the pieces and the card, no prices) as gift-receipt-{orderNumber}.pdf. */
export function GiftReceiptButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGiftReceipt(orderId, orderNumber);
      toast.success(t('orders.giftReceipt.done'));
    } catch (error) {
      toast.error(getOrderErrorMessage(error, t('orders.giftReceipt.failed'), t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={buttons.secondary} onClick={() => void download()} disabled={busy} aria-busy={busy} data-testid="gift-receipt">
      {busy ? t('orders.giftReceipt.working') : t('orders.giftReceipt.action')}
    </button>
  );
}
