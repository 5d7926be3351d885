import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { getLegalDocument } from '@aabhushan/shared/legal/legal-documents';
import { isLegalSlug, type LegalSlug } from '@aabhushan/shared/legal/legal-types';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from '../not-found/not-found-page';
import { useMetaDescription } from '../products/use-meta-description';

/** /page/{slug}: the store's content pages (DECISIONS section 4); an unknown slug is not found. */
export function ContentPage() {
  const { slug } = useParams();
  if (!isLegalSlug(slug)) return <NotFoundPage />;
  return <LegalPage slug={slug} />;
}

const MESSAGE_KEYS: Record<LegalSlug, 'legal.privacy' | 'legal.terms'> = {
  'privacy-policy': 'legal.privacy',
  'terms-of-service': 'legal.terms',
};

/** A legal page, its figures and contact details read from the store settings. */
function LegalPage({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation();
  const settings = useStoreSettings();
  const key = MESSAGE_KEYS[slug];
  useDocumentTitle(t(`${key}.title`));
  useMetaDescription(t(`${key}.description`));

  return (
    <div className={layout.container}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: '/home' }, { label: t(`${key}.title`) }]} />
      {settings.isPending && (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton width="60%" height="2.25rem" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="1em" />
          ))}
        </div>
      )}
      {settings.isError && (
        <StatusMessage
          tone="error"
          title={t(`${key}.title`)}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void settings.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        >
          <p>{t('legal.loadFailed')}</p>
        </StatusMessage>
      )}
      {settings.data && <LegalDocumentView document={getLegalDocument(slug, settings.data)} phone={settings.data.contact.phone} />}
    </div>
  );
}
