import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import { StatusMessage } from '../../components/ui/status-message';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Shown when a page could not load or render: try again, or go home. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={t('pageError.title')}
      actions={
        <>
          <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </button>
          <Link to={href('home')} className={buttons.secondary}>
            {t('common.goHome')}
          </Link>
        </>
      }
    >
      <p>{t('pageError.text')}</p>
    </StatusMessage>
  );
}
