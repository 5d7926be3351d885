import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { resendVerification } from '../../../features/checkout/api/resend-verification';
import { getErrorMessage } from '../../../lib/error-message';
import { translateMessage } from '../../../lib/translate-message';
import styles from './payment-checks.module.css';

interface VerifyEmailCheckProps {
  email: string;
  /** Reads the profile again; answers whether the e-mail is verified now. */
  recheck: () => Promise<boolean>;
}

/**
 * Online payment needs a verified e-mail (the store takes stock for an unpaid order only from a
 * real account): the shopper can have the link sent again, and say when it is opened.
 */
export function VerifyEmailCheck({ email, recheck }: VerifyEmailCheckProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'sending' | 'checking' | null>(null);
  const [note, setNote] = useState<{ text: string; problem: boolean } | null>(null);

  const resend = async () => {
    setBusy('sending');
    try {
      setNote({ text: translateMessage(await resendVerification(), t), problem: false });
    } catch (error) {
      setNote({ text: getErrorMessage(error, t), problem: true });
    } finally {
      setBusy(null);
    }
  };
  const check = async () => {
    setBusy('checking');
    try {
      if (!(await recheck())) setNote({ text: t('checkout.verifyEmail.stillUnverified'), problem: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.check} aria-labelledby="verify-email-title" data-testid="verify-email">
      <h3 id="verify-email-title" className={styles.title}>
        {t('checkout.verifyEmail.title')}
      </h3>
      <p className={styles.text}>{t('checkout.verifyEmail.text', { email })}</p>
      <div className={styles.buttons}>
        <button type="button" className={buttons.secondary} disabled={busy !== null} onClick={() => void resend()}>
          {busy === 'sending' ? t('checkout.verifyEmail.sending') : t('checkout.verifyEmail.resend')}
        </button>
        <button type="button" className={buttons.textLink} disabled={busy !== null} onClick={() => void check()}>
          {busy === 'checking' ? t('checkout.verifyEmail.checking') : t('checkout.verifyEmail.check')}
        </button>
      </div>
      {note && (
        <p className={note.problem ? styles.problem : styles.text} role={note.problem ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
