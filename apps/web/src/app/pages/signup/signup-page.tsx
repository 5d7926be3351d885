import '../../../i18n/bundles/account-pages';
import '../../../i18n/bundles/account-forms';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { readReturnUrl } from '../../../lib/session/return-url';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from '../../../features/auth/components/auth.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Spec A section 9: the success message stays 3 s before sign-in opens. */
export const SIGNUP_REDIRECT_MS = 3000;

/** /signup: after success, /login?email=..&registered=true follows 3 s later (spec A section 2). */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [done, setDone] = useState<{ email: string } | null>(null);
  const returnUrl = readReturnUrl(params);
  useDocumentTitle(t('auth.signup.documentTitle'));

  useEffect(() => {
    if (!done) return;
    const query: Record<string, string> = { email: done.email, registered: 'true' };
    if (returnUrl) query.returnUrl = returnUrl;
    const timer = setTimeout(() => void navigate(href('login', {}, query)), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, returnUrl]);

  return (
    <AuthLayout
      wide
      title={t('auth.signup.title')}
      lead={t('auth.signup.lead')}
      footer={
        <>
          <span>{t('auth.signup.haveAccount')}</span>
          <Link to={returnUrl ? href('login', {}, { returnUrl }) : href('login')}>{t('auth.signup.signIn')}</Link>
        </>
      }
    >
      {done ? (
        <div className={styles.success}>
          <span className={styles.successMark} aria-hidden="true">
            ✓
          </span>
          <Alert tone="success">{t('auth.signup.success')}</Alert>
          <p className={styles.note}>{t('auth.signup.redirecting')}</p>
        </div>
      ) : (
        <SignupForm onRegistered={(email) => setDone({ email })} />
      )}
    </AuthLayout>
  );
}
