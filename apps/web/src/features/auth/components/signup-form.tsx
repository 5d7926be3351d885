import '../../../i18n/bundles/account-pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GENDERS, signupFormSchema, type SignupForm as SignupValues } from '@aabhushan/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast/toast';
import { useRegister } from '../api/register';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';
import styles from './auth.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface SignupFormProps {
  /** Called with the e-mail once the account exists (the page then moves on to sign-in). */
  onRegistered: (email: string) => void;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Sign-up (spec A sections 2 and 5), checked by the same schema the server uses. */
export function SignupForm({ onRegistered }: SignupFormProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const registerCall = useRegister();
  const { register, handleSubmit, watch, formState } = useForm<SignupValues, unknown, z.output<typeof signupFormSchema>>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', contact: '', dob: '', password: '', confirmPassword: '', newsletter: false },
  });
  const { errors } = formState;
  const password = watch('password') ?? '';

  const submit = handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setFailure(null);
    try {
      await registerCall.mutateAsync(body);
      onRegistered(body.email);
    } catch (error) {
      const message = getErrorMessage(error, t, { fallback: t('auth.signup.failed') });
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('auth.dismiss')}>
          {failure}
        </Alert>
      )}
      <div className={styles.grid}>
        <div className={styles.full}>
          <TextField label={t('auth.fields.name')} autoComplete="name" error={tm(errors.name?.message)} {...register('name')} />
        </div>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={tm(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.fields.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          error={tm(errors.contact?.message)}
          {...register('contact')}
        />
        <TextField label={t('auth.fields.dob')} type="date" max={today()} error={tm(errors.dob?.message)} {...register('dob')} />
        <SelectField
          label={t('auth.fields.gender')}
          placeholder={t('auth.fields.chooseGender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`auth.fields.genders.${gender}`) }))}
          error={tm(errors.gender?.message)}
          {...register('gender')}
        />
        <div className={`${styles.full} ${styles.form}`}>
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="new-password"
            error={tm(errors.password?.message)}
            {...register('password')}
          />
          <PasswordStrength password={password} />
        </div>
        <div className={styles.full}>
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            error={tm(errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </div>
      </div>
      <CheckboxField
        label={
          <Trans
            i18nKey="auth.signup.terms"
            components={{ terms: <Link to={href('terms')} className={styles.link} />, privacy: <Link to={href('privacy')} className={styles.link} /> }}
          />
        }
        error={tm(errors.agreeTerms?.message)}
        {...register('agreeTerms')}
      />
      <CheckboxField label={t('auth.signup.newsletter')} {...register('newsletter')} />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={registerCall.isPending}>
        {registerCall.isPending ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </button>
    </form>
  );
}
