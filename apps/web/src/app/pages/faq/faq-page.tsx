import '../../../i18n/bundles/content';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useFaqs } from '../../../features/content/api/get-content-lists';
import { FaqAccordion } from '../../../features/content/components/faq-accordion';
import { PageIntro } from '../../../features/content/components/page-intro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './faq-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /faq: every question from the database in an accordion, the first open, and a way to ask more. */
export function FaqPage() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  useDocumentTitle(t('content.faq.title'));
  useMetaDescription(t('content.faq.lead'));

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <PageIntro
        eyebrow={t('content.faq.eyebrow')}
        title={t('content.faq.title')}
        lead={t('content.faq.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.nav.faq') }]}
      />
      {faqs.isPending && (
        <div role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="3.5rem" />
          ))}
        </div>
      )}
      {faqs.isError && (
        <StatusMessage
          tone="error"
          title={t('content.faq.loadFailed')}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void faqs.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        />
      )}
      {faqs.data && (faqs.data.length > 0 ? <FaqAccordion faqs={faqs.data} /> : <StatusMessage title={t('content.faq.empty')} />)}
      <section className={styles.support}>
        <h2 className={styles.supportTitle}>{t('content.faq.stillTitle')}</h2>
        <p>{t('content.faq.stillText')}</p>
        <Link to={href('contact')} className={buttons.primary}>
          {t('content.faq.contactSupport')}
        </Link>
      </section>
    </div>
  );
}
