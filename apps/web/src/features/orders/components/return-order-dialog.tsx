import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { ProductImage } from '../../../components/ui/product-image';
import { toast } from '../../../lib/toast/toast';
import { usePieceName } from '../../../lib/use-piece-name';
import { useRequestReturn } from '../api/return-order';
import { getOrderErrorMessage } from '../lib/order-error-message';
import type { OrderItem } from '../lib/order-types';
import { OrderDialog } from './order-dialog';
import styles from './order-dialog.module.css';

interface ReturnOrderDialogProps {
  orderId: string;
  orderNumber: string;
  items: OrderItem[];
  /** The store's return window in days (store settings). */
  windowDays: number;
  onClose: () => void;
}

/** The return request: which pieces and why (delivered orders within 7 days, spec B section 4). */
export function ReturnOrderDialog({ orderId, orderNumber, items, windowDays, onClose }: ReturnOrderDialogProps) {
  const { t } = useTranslation();
  const request = useRequestReturn();
  const pieceName = usePieceName();
  // A single piece is preselected: there is nothing else to choose.
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(items.length === 1 ? [items[0]!._id] : []));
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const reasonId = useId();
  const itemsErrorId = useId();
  const noItems = chosen.size === 0;
  const noReason = reason.trim() === '';

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = () => {
    setShowErrors(true);
    if (noItems || noReason) return;
    request.mutate(
      { id: orderId, reason: reason.trim(), items: [...chosen] },
      {
        onSuccess: () => {
          toast.success(t('orders.return.done'));
          onClose();
        },
      },
    );
  };

  return (
    <OrderDialog
      title={t('orders.return.title', { number: orderNumber })}
      text={t('orders.return.text', { days: windowDays })}
      onClose={onClose}
      onSubmit={submit}
      busy={request.isPending}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={request.isPending}>
            {t('orders.return.close')}
          </button>
          <button type="submit" className={buttons.primary} disabled={request.isPending}>
            {request.isPending ? t('orders.return.working') : t('orders.return.confirm')}
          </button>
        </>
      }
    >
      <fieldset className={styles.choices} aria-describedby={showErrors && noItems ? itemsErrorId : undefined}>
        <legend className={styles.legend}>{t('orders.return.items')}</legend>
        {items.map((item) => (
          <label key={item._id} className={styles.choice}>
            <input type="checkbox" checked={chosen.has(item._id)} onChange={() => toggle(item._id)} />
            <span className={styles.choiceImage}>
              <ProductImage src={item.productSnapshot.image || undefined} alt="" />
            </span>
            <span>
              {pieceName(item.productSnapshot)} · {t('orders.detail.quantity', { count: item.quantity })}
            </span>
          </label>
        ))}
        {showErrors && noItems && (
          <p id={itemsErrorId} className={form.error} role="alert">
            {t('orders.return.itemsRequired')}
          </p>
        )}
      </fieldset>
      <div className={form.field}>
        <label htmlFor={reasonId} className={form.label}>
          {t('orders.return.reason')}
        </label>
        <textarea
          id={reasonId}
          className={`${form.input} ${styles.textarea}`}
          maxLength={500}
          value={reason}
          aria-invalid={showErrors && noReason}
          aria-describedby={showErrors && noReason ? `${reasonId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {showErrors && noReason && (
          <p id={`${reasonId}-error`} className={form.error} role="alert">
            {t('orders.return.reasonRequired')}
          </p>
        )}
      </div>
      {request.isError && <Alert tone="error">{getOrderErrorMessage(request.error, t('orders.return.failed'), t)}</Alert>}
    </OrderDialog>
  );
}
