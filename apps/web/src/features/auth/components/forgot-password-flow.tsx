import '../../../i18n/bundles/account-pages';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { emailOnlyBodySchema, type EmailOnlyBody } from '@aabhushan/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast/toast';
import { useForgotPassword } from '../api/forgot-password';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './auth.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Spec A section 9: Resend opens 60 s after each successful send. */
export const RESEND_COUNTDOWN_S = 60;

/**
 * Forgot password (spec A sections 2 and 4): the e-mail form, then a success state with
 * Resend (enabled when the 60 s countdown reaches 0) and Back to Login carrying the e-mail.
 * `help` is the store's contact, composed by the page (features do not read other features).
 */
export function ForgotPasswordFlow({ initialEmail = '', help }: { initialEmail?: string; help?: ReactNode }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  // Wall clock: a new end time on each send restarts the 60 s.
  const [resendAt, setResendAt] = useState<number | null>(null);
  const countdown = useCountdown(resendAt);
  const sendCall = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<EmailOnlyBody, unknown, z.output<typeof emailOnlyBodySchema>>({
    resolver: zodResolver(emailOnlyBodySchema),
    mode: 'onChange',
    defaultValues: { email: initialEmail },
  });

  const send = async (email: string, isResend: boolean) => {
    setFailure(null);
    setResent(false);
    try {
      await sendCall.mutateAsync({ email });
      setSentTo(email);
      setResent(isResend);
      setResendAt(Date.now() + RESEND_COUNTDOWN_S * 1000);
    } catch (error) {
      const message = getErrorMessage(error, t, { fallback: isResend ? t('auth.forgot.resendFailed') : t('auth.forgot.failed') });
      setFailure(message);
      toast.error(message);
    }
  };

  const alert = failure && (
    <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('auth.dismiss')}>
      {failure}
    </Alert>
  );

  if (sentTo) {
    return (
      <div className={styles.success}>
        <span className={styles.successMark} aria-hidden="true">
          ✉
        </span>
        <h2>{t('auth.forgot.sentTitle')}</h2>
        <p className={styles.note}>{t('auth.forgot.sentText', { email: sentTo })}</p>
        {alert}
        {resent && <Alert tone="success">{t('auth.forgot.resent')}</Alert>}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.secondary}
            disabled={countdown.totalSeconds > 0 || sendCall.isPending}
            onClick={() => void send(sentTo, true)}
          >
            {countdown.totalSeconds > 0 ? t('auth.forgot.resendIn', { seconds: countdown.totalSeconds }) : t('auth.forgot.resend')}
          </button>
          <Link to={href('login', {}, { email: sentTo })} className={buttons.primary}>
            {t('auth.forgot.backToLogin')}
          </Link>
        </div>
        {help && (
          <p className={styles.note}>
            {t('auth.forgot.help')} {help}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(({ email }) => send(email, false))} noValidate>
      {alert}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={tm(formState.errors.email?.message)}
        {...register('email')}
      />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!formState.isValid || sendCall.isPending}>
        {sendCall.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </button>
      {help && (
        <p className={styles.note}>
          {t('auth.forgot.help')} {help}
        </p>
      )}
    </form>
  );
}
