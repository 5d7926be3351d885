import '../../../i18n/bundles/account-pages';
import '../../../i18n/bundles/account-forms';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@aabhushan/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { OtpLoginForm } from '../../../features/auth/components/otp-login-form';
import { DEFAULT_AFTER_LOGIN } from '../../../lib/session/return-url';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { toast } from '../../../lib/toast/toast';
import styles from '../../../features/auth/components/auth.module.css';
import { readLoginParams, type LoginNotice } from './login-params';
import { href } from '@aabhushan/shared/pages/page-manifest';

const NOTICES: Record<LoginNotice, { tone: 'success' | 'error'; key: string }> = {
  verified: { tone: 'success', key: 'auth.login.verified' },
  verifyInvalid: { tone: 'error', key: 'auth.login.verifyInvalid' },
  registered: { tone: 'success', key: 'auth.login.registered' },
  emailChanged: { tone: 'success', key: 'emailChange.changed' },
  emailChangeInvalid: { tone: 'error', key: 'emailChange.invalid' },
  emailChangeTaken: { tone: 'error', key: 'emailChange.taken' },
  accountDeleted: { tone: 'success', key: 'deleteAccount.done' },
};

/**
 * /login (and /user/login): password or one-time code; after success the shopper goes to
 * returnUrl when it is a path of this store, else /profile (spec A section 2).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const { email, returnUrl, notice } = readLoginParams(params);
  useDocumentTitle(t('auth.login.documentTitle'));

  const onSignedIn = (user: AuthUser) => {
    toast.success(t('auth.login.welcome', { name: user.name }));
    // The staff side is a page of its own (admin.html): it opens with a full page load.
    if (returnUrl?.startsWith('/admin')) window.location.replace(returnUrl);
    else void navigate(returnUrl ?? DEFAULT_AFTER_LOGIN, { replace: true });
  };

  const signupHref = returnUrl ? href('signup', {}, { returnUrl }) : href('signup');

  return (
    <AuthLayout
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      footer={
        <>
          <span>{t('auth.login.noAccount')}</span>
          <Link to={signupHref}>{t('auth.login.createAccount')}</Link>
        </>
      }
    >
      <div className={styles.form}>
        {notice && <Alert tone={NOTICES[notice].tone}>{t(NOTICES[notice].key)}</Alert>}
        {mode === 'password' ? (
          <LoginForm initialEmail={email} onSignedIn={onSignedIn} />
        ) : (
          <OtpLoginForm initialEmail={email} onSignedIn={onSignedIn} />
        )}
        <p className={styles.divider}>{t('auth.or')}</p>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.switch}`}
          onClick={() => setMode(mode === 'password' ? 'code' : 'password')}
        >
          {mode === 'password' ? t('auth.login.useCode') : t('auth.login.usePassword')}
        </button>
      </div>
    </AuthLayout>
  );
}
