import '../../../i18n/bundles/account-pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailOnlyBodySchema, verifyOtpBodySchema, type AuthUser, type EmailOnlyBody } from '@aabhushan/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast/toast';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import styles from './auth.module.css';

/** The code step: the shared verify-otp rule for the 6 digits, and remember-me. */
const codeFormSchema = verifyOtpBodySchema.pick({ otp: true }).extend({ rememberMe: z.boolean() });
type CodeForm = z.input<typeof codeFormSchema>;

interface OtpLoginFormProps {
  initialEmail?: string;
  onSignedIn: (user: AuthUser) => void;
}

/** Sign-in with a one-time code (docs/decisions.md): e-mail, then the code from the e-mail. */
export function OtpLoginForm({ initialEmail = '', onSignedIn }: OtpLoginFormProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [sent, setSent] = useState<{ email: string; userId: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendCall = useSendOtp();
  const verifyCall = useVerifyOtp();

  const emailForm = useForm<EmailOnlyBody, unknown, z.output<typeof emailOnlyBodySchema>>({
    resolver: zodResolver(emailOnlyBodySchema),
    mode: 'onChange',
    defaultValues: { email: initialEmail },
  });
  const codeForm = useForm<CodeForm, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    mode: 'onChange',
    defaultValues: { otp: '', rememberMe: false },
  });

  const send = async (email: string) => {
    setFailure(null);
    try {
      const { userId } = await sendCall.mutateAsync({ email });
      setSent({ email, userId });
      codeForm.reset({ otp: '', rememberMe: codeForm.getValues('rememberMe') });
    } catch (error) {
      const message = getErrorMessage(error, t, { fallback: t('auth.otp.sendFailed') });
      setFailure(message);
      toast.error(message);
    }
  };

  const verify = codeForm.handleSubmit(async ({ otp, rememberMe }) => {
    if (!sent) return;
    setFailure(null);
    try {
      const session = await verifyCall.mutateAsync({ userId: sent.userId, otp, rememberMe });
      onSignedIn(session.user);
    } catch (error) {
      const message = getErrorMessage(error, t, { fallback: t('auth.otp.failed') });
      setFailure(message);
      toast.error(message);
    }
  });

  const alert = failure && (
    <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('auth.dismiss')}>
      {failure}
    </Alert>
  );

  if (!sent) {
    return (
      <form className={styles.form} onSubmit={emailForm.handleSubmit(({ email }) => send(email))} noValidate>
        {alert}
        <p className={styles.note}>{t('auth.otp.lead')}</p>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={tm(emailForm.formState.errors.email?.message)}
          {...emailForm.register('email')}
        />
        <button
          type="submit"
          className={`${buttons.primary} ${styles.submit}`}
          disabled={!emailForm.formState.isValid || sendCall.isPending}
        >
          {sendCall.isPending ? t('auth.otp.sending') : t('auth.otp.send')}
        </button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={verify} noValidate>
      {alert}
      <Alert tone="info">{t('auth.otp.sentTo', { email: sent.email })}</Alert>
      <TextField
        label={t('auth.otp.code')}
        className={styles.codeInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={tm(codeForm.formState.errors.otp?.message)}
        {...codeForm.register('otp')}
      />
      <CheckboxField label={t('auth.login.rememberMe')} {...codeForm.register('rememberMe')} />
      <button
        type="submit"
        className={`${buttons.primary} ${styles.submit}`}
        disabled={!codeForm.formState.isValid || verifyCall.isPending}
      >
        {verifyCall.isPending ? t('auth.otp.verifying') : t('auth.otp.verify')}
      </button>
      <div className={styles.row}>
        <button type="button" className={buttons.textLink} onClick={() => void send(sent.email)} disabled={sendCall.isPending}>
          {t('auth.otp.resend')}
        </button>
        <button type="button" className={buttons.textLink} onClick={() => setSent(null)}>
          {t('auth.otp.changeEmail')}
        </button>
      </div>
    </form>
  );
}
