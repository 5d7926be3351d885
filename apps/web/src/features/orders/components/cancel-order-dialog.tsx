import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { toast } from '../../../lib/toast/toast';
import { useCancelOrder } from '../api/cancel-order';
import { getOrderErrorMessage } from '../lib/order-error-message';
import { OrderDialog } from './order-dialog';
import styles from './order-dialog.module.css';

const REASONS = ['changedMind', 'wrongItem', 'betterPrice', 'delivery', 'other'] as const;

interface CancelOrderDialogProps {
  orderId: string;
  orderNumber: string;
  onClose: () => void;
}

/** Asks for a reason before cancelling (pending or confirmed orders only, spec B section 4). */
export function CancelOrderDialog({ orderId, orderNumber, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const detailsId = useId();
  const errorId = useId();
  const missing = reason === '' || (reason === 'other' && details.trim() === '');

  const submit = () => {
    setShowErrors(true);
    if (missing) return;
    const label = t(`orders.cancel.reasons.${reason}`);
    const text = details.trim() ? `${label}: ${details.trim()}` : label;
    cancel.mutate(
      { id: orderId, reason: text },
      {
        onSuccess: () => {
          toast.success(t('orders.cancel.done'));
          onClose();
        },
      },
    );
  };

  return (
    <OrderDialog
      title={t('orders.cancel.title', { number: orderNumber })}
      text={t('orders.cancel.text')}
      onClose={onClose}
      onSubmit={submit}
      busy={cancel.isPending}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={cancel.isPending}>
            {t('orders.cancel.keep')}
          </button>
          <button type="submit" className={buttons.primary} disabled={cancel.isPending}>
            {cancel.isPending ? t('orders.cancel.working') : t('orders.cancel.confirm')}
          </button>
        </>
      }
    >
      <fieldset className={styles.choices} aria-describedby={showErrors && missing ? errorId : undefined}>
        <legend className={styles.legend}>{t('orders.cancel.reason')}</legend>
        {REASONS.map((key) => (
          <label key={key} className={styles.choice}>
            <input type="radio" name="cancel-reason" value={key} checked={reason === key} onChange={() => setReason(key)} />
            {t(`orders.cancel.reasons.${key}`)}
          </label>
        ))}
      </fieldset>
      <div className={form.field}>
        <label htmlFor={detailsId} className={form.label}>
          {t('orders.cancel.details')}
        </label>
        <textarea id={detailsId} className={`${form.input} ${styles.textarea}`} maxLength={500} value={details} onChange={(event) => setDetails(event.target.value)} />
      </div>
      {showErrors && missing && (
        <p id={errorId} className={form.error} role="alert">
          {t('orders.cancel.reasonRequired')}
        </p>
      )}
      {cancel.isError && <Alert tone="error">{getOrderErrorMessage(cancel.error, t('orders.cancel.failed'), t)}</Alert>}
    </OrderDialog>
  );
}
