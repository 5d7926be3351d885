import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Any unknown path: say so plainly and offer home and the collection (docs/decisions.md). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <div className={layout.container}>
      <StatusMessage
        level={1}
        title={t('notFound.title')}
        actions={
          <>
            <Link to={href('home')} className={buttons.primary}>
              {t('common.goHome')}
            </Link>
            <Link to={href('products')} className={buttons.secondary}>
              {t('notFound.browse')}
            </Link>
          </>
        }
      >
        <p>{t('notFound.text')}</p>
      </StatusMessage>
    </div>
  );
}
