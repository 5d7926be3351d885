import '../../../i18n/bundles/account-pages';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Where a 403 lands (spec A section 8): say it plainly and offer a way home or another account. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.accessDenied.documentTitle'));
  return (
    <div className={layout.container}>
      <StatusMessage
        level={1}
        title={t('auth.accessDenied.title')}
        actions={
          <>
            <Link to={href('home')} className={buttons.primary}>
              {t('auth.accessDenied.home')}
            </Link>
            <Link to={href('login')} className={buttons.secondary}>
              {t('auth.accessDenied.signIn')}
            </Link>
          </>
        }
      >
        <p>{t('auth.accessDenied.text')}</p>
      </StatusMessage>
    </div>
  );
}
