import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatInr, paiseToRupees } from '@aabhushan/shared/rules/money';
import buttons from '../../../components/ui/button.module.css';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import type { PaymentOrder } from '../api/payment-types';
import styles from './test-gateway-dialog.module.css';

interface TestGatewayDialogProps {
  paymentOrder: PaymentOrder;
  onChoose: (choice: 'success' | 'failure' | 'cancel') => Promise<void>;
}

/**
 * The built-in test gateway's checkout (no Razorpay keys configured): clearly TEST MODE, no
 * card asked for. Pay and Fail ask the server's test gateway, which signs like Razorpay;
 * Escape, the backdrop or Cancel is the shopper closing the payment window.
 */
export function TestGatewayDialog({ paymentOrder, onChoose }: TestGatewayDialogProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const cancel = () => {
    if (!busy) void onChoose('cancel');
  };
  useFocusTrap(panelRef, true, cancel, payRef);
  const choose = (choice: 'success' | 'failure') => {
    setBusy(choice);
    void onChoose(choice);
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && cancel()}>
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} aria-busy={busy !== null}>
        <p className={styles.badge}>{t('payment.test.badge')}</p>
        <h2 id={titleId} className={styles.title}>
          {t('payment.test.title')}
        </h2>
        <p id={textId} className={styles.text}>
          {t('payment.test.text')}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('payment.test.amount')}</dt>
            <dd data-testid="test-gateway-amount">{formatInr(paiseToRupees(paymentOrder.amount))}</dd>
          </div>
          <div>
            <dt>{t('payment.test.reference')}</dt>
            <dd>{paymentOrder.receipt}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <button ref={payRef} type="button" className={buttons.primary} disabled={busy !== null} onClick={() => choose('success')}>
            {busy === 'success' ? t('payment.test.paying') : t('payment.test.pay', { amount: formatInr(paiseToRupees(paymentOrder.amount)) })}
          </button>
          <button type="button" className={buttons.secondary} disabled={busy !== null} onClick={() => choose('failure')}>
            {busy === 'failure' ? t('payment.test.failing') : t('payment.test.fail')}
          </button>
        </div>
        <button type="button" className={`${buttons.textLink} ${styles.cancel}`} disabled={busy !== null} onClick={cancel}>
          {t('payment.test.cancel')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
