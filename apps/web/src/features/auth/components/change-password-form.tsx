import '../../../i18n/bundles/account-pages';
import '../../../i18n/bundles/account-forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordFormSchema, type ChangePasswordForm as ChangePasswordValues } from '@aabhushan/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { MESSAGE_CLEAR_MS } from '../../../lib/message-timing';
import buttons from '../../../components/ui/button.module.css';
import { toast } from '../../../lib/toast/toast';
import { useChangePassword } from '../api/change-password';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';
import styles from './auth.module.css';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * The Security tab: current, new (one password policy, docs/decisions.md) and confirm.
 * The server ends every other session of the account; the hint says so beforehand.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [message, setMessage] = useState<Message | null>(null);
  const changeCall = useChangePassword();
  const { register, handleSubmit, watch, reset, formState } = useForm<
    ChangePasswordValues,
    unknown,
    z.output<typeof changePasswordFormSchema>
  >({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setMessage(null);
    try {
      await changeCall.mutateAsync({ currentPassword, newPassword });
      reset();
      setMessage({ tone: 'success', text: t('auth.account.security.success') });
    } catch (error) {
      const text = getErrorMessage(error, t, { fallback: t('auth.account.security.failed') });
      setMessage({ tone: 'error', text });
      toast.error(text);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <PasswordInput
        label={t('auth.fields.currentPassword')}
        autoComplete="current-password"
        error={tm(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <PasswordInput
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        error={tm(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <PasswordStrength password={watch('newPassword') ?? ''} />
      <PasswordInput
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={tm(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Alert tone="info">{t('auth.account.security.hint')}</Alert>
      <div>
        <button type="submit" className={buttons.primary} disabled={changeCall.isPending}>
          {changeCall.isPending ? t('auth.account.security.submitting') : t('auth.account.security.submit')}
        </button>
      </div>
    </form>
  );
}
