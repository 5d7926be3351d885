import '../../../i18n/bundles/account-pages';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ForgotPasswordFlow } from '../../../features/auth/components/forgot-password-flow';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { readEmailParam } from '../login/login-params';
import { StoreContactHelp } from './store-contact-help';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /forgot-password, prefilled from ?email= (the login page passes the typed address). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = readEmailParam(params);
  useDocumentTitle(t('auth.forgot.documentTitle'));
  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      lead={t('auth.forgot.lead')}
      footer={
        <>
          <span>{t('auth.forgot.remembered')}</span>
          <Link to={email ? href('login', {}, { email }) : href('login')}>{t('auth.forgot.backToLogin')}</Link>
        </>
      }
    >
      <ForgotPasswordFlow initialEmail={email} help={<StoreContactHelp />} />
    </AuthLayout>
  );
}
