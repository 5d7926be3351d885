import '../../../i18n/bundles/account-pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '@aabhushan/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { isApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';
import styles from './auth.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

type ResetValues = z.input<typeof resetPasswordFormSchema>;

/** A refused token (used, expired, unknown) as opposed to a busy or failing server. */
function isRefusedLink(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** /reset-password?token=: new password and confirmation; an invalid link offers a new one. */
export function ResetPasswordFlow({ token }: { token: string }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [failure, setFailure] = useState<string | null>(null);
  const resetCall = useResetPassword();
  const { register, handleSubmit, watch, formState } = useForm<ResetValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetCall.mutateAsync({ token, newPassword });
      setState('done');
    } catch (error) {
      if (isRefusedLink(error)) {
        setFailure(getErrorMessage(error, t, { fallback: t('auth.reset.failed') }));
        setState('invalid');
      } else {
        setFailure(getErrorMessage(error, t, { fallback: t('auth.reset.failed') }));
      }
    }
  });

  if (state === 'done') {
    return (
      <div className={styles.success}>
        <span className={styles.successMark} aria-hidden="true">
          ✓
        </span>
        <h2>{t('auth.reset.successTitle')}</h2>
        <p className={styles.note}>{t('auth.reset.successText')}</p>
        <Link to={href('login')} className={`${buttons.primary} ${styles.submit}`}>
          {t('auth.reset.signIn')}
        </Link>
      </div>
    );
  }

  if (state === 'invalid') {
    return (
      <div className={styles.success}>
        <h2>{t('auth.reset.invalidTitle')}</h2>
        {failure && <Alert tone="error">{failure}</Alert>}
        <p className={styles.note}>{t('auth.reset.invalidText')}</p>
        <Link to={href('forgot-password')} className={`${buttons.primary} ${styles.submit}`}>
          {t('auth.reset.requestNew')}
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('auth.dismiss')}>
          {failure}
        </Alert>
      )}
      <PasswordInput
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        error={tm(formState.errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <PasswordStrength password={watch('newPassword') ?? ''} />
      <PasswordInput
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={tm(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={resetCall.isPending}>
        {resetCall.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
