import '../../../i18n/bundles/legal-pages';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentPage as PolicyPage } from '@aabhushan/shared/schemas/content';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { usePolicyPage } from '../../../features/legal/api/get-policy-page';
import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { WrittenPageView } from './written-page-view';
import type { LegalDocument } from '@aabhushan/shared/legal/legal-types';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { isNotFound } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from '../not-found/not-found-page';
import { useMetaDescription } from '../products/use-meta-description';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /page/{slug}: a policy page (docs/decisions.md). Staff's own words where they published a
 * page at that address; else the privacy policy and terms written from the store settings;
 * any other slug is not found.
 */
export function ContentPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const page = usePolicyPage(slug);
  if (page.error && isNotFound(page.error)) return <NotFoundPage />;
  const title = page.data ? titleOf(page.data, t) : undefined;
  return (
    <div className={layout.container}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home') }, ...(title ? [{ label: title }] : [])]} />
      {page.isPending && (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton width="60%" height="2.25rem" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="1em" />
          ))}
        </div>
      )}
      {page.isError && (
        <StatusMessage
          tone="error"
          title={t('legal.eyebrow')}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void page.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        >
          <p>{t('legal.loadFailed')}</p>
        </StatusMessage>
      )}
      {page.data && <LoadedPage page={page.data} title={title!} />}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];
const titleOf = (page: PolicyPage, t: Translate) => page.title ?? t(`${page.messageKey}.title`);

function LoadedPage({ page, title }: { page: PolicyPage; title: string }) {
  const { t } = useTranslation();
  const settings = useStoreSettings();
  useDocumentTitle(title);
  useMetaDescription(page.summary ?? t(`${page.messageKey}.description`));
  if (page.kind === 'written') return <WrittenPageView page={page} />;
  // The text written from the settings links the store's phone number where it quotes it.
  const document = { slug: page.slug, messageKey: page.messageKey, updated: page.updated, sections: page.sections } as LegalDocument;
  return <LegalDocumentView document={document} phone={settings.data?.contact.phone ?? ''} />;
}
