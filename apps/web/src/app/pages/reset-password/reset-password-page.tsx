import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ResetPasswordFlow } from '../../../features/auth/components/reset-password-flow';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /reset-password?token= (DECISIONS section 3): the link from the reset e-mail opens here. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.reset.documentTitle'));
  return (
    <AuthLayout
      title={t('auth.reset.title')}
      lead={t('auth.reset.lead')}
      footer={<Link to="/login">{t('auth.forgot.backToLogin')}</Link>}
    >
      <ResetPasswordFlow token={params.get('token')?.trim() ?? ''} />
    </AuthLayout>
  );
}
