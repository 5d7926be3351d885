import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PhoneCodeSent } from '@aabhushan/shared/schemas/phone-confirmation';
import { formatInr } from '@aabhushan/shared/rules/money';
import buttons from '../../../components/ui/button.module.css';
import { TextField } from '../../../components/ui/form-field';
import { checkoutKeys } from '../../../features/checkout/api/checkout-keys';
import { confirmPhoneCode, sendPhoneCode, usePhoneConfirmation } from '../../../features/checkout/api/phone-confirmation';
import { isApiError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { translateApiMessage } from '../../../lib/translate-message';
import styles from './payment-checks.module.css';

/**
 * Cash on delivery above the store's set value: the delivery phone is confirmed with a 6-digit
 * code first (by SMS, or by e-mail when the store has no SMS provider). Once confirmed, it stays
 * confirmed for this customer.
 */
export function ConfirmPhoneCheck({ addressId }: { addressId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const codeId = useId();
  const confirmation = usePhoneConfirmation(addressId, true);
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'sending' | 'confirming' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const explain = (error: unknown) => {
    // The code could not be sent (503): the server says so, in a refusal of its own.
    if (isApiError(error) && error.status === 503) return translateApiMessage(error, t);
    return getErrorMessage(error, t);
  };
  const send = async () => {
    setBusy('sending');
    setProblem(null);
    try {
      setSent(await sendPhoneCode(addressId));
      setCode('');
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(null);
    }
  };
  const confirm = async () => {
    setBusy('confirming');
    setProblem(null);
    try {
      queryClient.setQueryData(checkoutKeys.phoneConfirmation(addressId), await confirmPhoneCode(addressId, code));
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(null);
    }
  };

  if (confirmation.isPending) return <p className={styles.text}>{t('common.loading')}</p>;
  if (confirmation.isError) {
    return (
      <p className={styles.problem} role="alert">
        {t('checkout.confirmPhone.loadFailed')}{' '}
        <button type="button" className={buttons.textLink} onClick={() => void confirmation.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    );
  }
  const { confirmed, phone, requiredAbove } = confirmation.data;
  if (confirmed) {
    return (
      <p className={styles.done} role="status" data-testid="phone-confirmed">
        ✓ {t('checkout.confirmPhone.confirmed', { phone })}
      </p>
    );
  }
  return (
    <section className={styles.check} aria-labelledby="confirm-phone-title" data-testid="confirm-phone">
      <h3 id="confirm-phone-title" className={styles.title}>
        {t('checkout.confirmPhone.title')}
      </h3>
      <p className={styles.text}>{t('checkout.confirmPhone.text', { amount: formatInr(requiredAbove), phone })}</p>
      {sent ? (
        <form
          className={styles.codeRow}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            id={codeId}
            label={t('checkout.confirmPhone.code')}
            hint={t(sent.channel === 'sms' ? 'checkout.confirmPhone.sentSms' : 'checkout.confirmPhone.sentEmail', { to: sent.sentTo })}
            className={styles.codeInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className={buttons.primary} disabled={busy !== null || code.length !== 6}>
            {busy === 'confirming' ? t('checkout.confirmPhone.confirming') : t('checkout.confirmPhone.confirm')}
          </button>
          <button type="button" className={buttons.textLink} disabled={busy !== null} onClick={() => void send()}>
            {t('checkout.confirmPhone.resend')}
          </button>
        </form>
      ) : (
        <div className={styles.buttons}>
          <button type="button" className={buttons.secondary} disabled={busy !== null} onClick={() => void send()}>
            {busy === 'sending' ? t('checkout.confirmPhone.sending') : t('checkout.confirmPhone.send')}
          </button>
        </div>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
