import '../../../i18n/bundles/account-pages';
import '../../../i18n/bundles/account-forms';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ResetPasswordFlow } from '../../../features/auth/components/reset-password-flow';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { readResetToken } from './reset-token';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /reset-password?token= (docs/decisions.md): the link from the reset e-mail opens here.
 * The token is read once into state and the address becomes plain /reset-password, so the
 * secret does not stay in the address bar, the history or a Referer header. A token that
 * cannot be one (see readResetToken) shows the page's "link is not valid" state.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => readResetToken(params));
  // ?restored=true: the "this was not me" link of an e-mail change led here.
  const [restored] = useState(() => params.get('restored') === 'true');
  const hasTokenInUrl = params.has('token');
  useDocumentTitle(t('auth.reset.documentTitle'));

  useEffect(() => {
    if (hasTokenInUrl) void navigate(href('reset-password'), { replace: true });
  }, [hasTokenInUrl, navigate]);

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      lead={t('auth.reset.lead')}
      footer={<Link to={href('login')}>{t('auth.forgot.backToLogin')}</Link>}
    >
      {restored && token && <Alert tone="success">{t('emailChange.restored')}</Alert>}
      <ResetPasswordFlow token={token} />
    </AuthLayout>
  );
}
