import '../../../i18n/bundles/account-pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBodySchema, type AuthUser, type LoginBody } from '@aabhushan/shared/schemas/auth';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast/toast';
import { useLogin } from '../api/login';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import { PasswordInput } from './password-input';
import styles from './auth.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface LoginFormProps {
  initialEmail?: string;
  onSignedIn: (user: AuthUser) => void;
}

/**
 * E-mail, password and remember-me (spec A section 2). Submit stays disabled while the form
 * is invalid or the call runs; a failure shows the server's message (or the spec's fallback)
 * as a dismissible alert and a notification.
 */
export function LoginForm({ initialEmail = '', onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const loginCall = useLogin();
  const { register, handleSubmit, watch, formState } = useForm<LoginBody, unknown, z.output<typeof loginBodySchema>>({
    resolver: zodResolver(loginBodySchema),
    mode: 'onChange',
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
  });
  const { errors, isValid } = formState;
  const email = watch('email') ?? '';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await loginCall.mutateAsync(values);
      onSignedIn(session.user);
    } catch (error) {
      const message = getErrorMessage(error, t, { fallback: t('auth.login.failed') });
      setFailure(message);
      toast.error(message, { title: t('auth.login.failedTitle') });
    }
  });

  const forgotHref = email.trim() ? href('forgot-password', {}, { email: email.trim() }) : href('forgot-password');

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('auth.dismiss')}>
          {failure}
        </Alert>
      )}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={tm(errors.email?.message)}
        {...register('email')}
      />
      <PasswordInput
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={tm(errors.password?.message)}
        {...register('password')}
      />
      <div className={styles.row}>
        <CheckboxField label={t('auth.login.rememberMe')} {...register('rememberMe')} />
        <Link to={forgotHref} className={styles.link}>
          {t('auth.login.forgot')}
        </Link>
      </div>
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!isValid || loginCall.isPending}>
        {loginCall.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
}
