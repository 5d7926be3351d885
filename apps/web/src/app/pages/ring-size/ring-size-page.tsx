import '../../../i18n/bundles/content';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { PageIntro } from '../../../features/content/components/page-intro';
import { RingSizeGuide } from '../../../features/content/components/ring-size-guide';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /ring-size-guide: measuring with a thread and the size chart (Indian, US, diameter, circumference). */
export function RingSizePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.ringSize.title'));
  useMetaDescription(t('content.ringSize.lead'));
  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.ringSize.eyebrow')}
        title={t('content.ringSize.title')}
        lead={t('content.ringSize.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.ringSize.title') }]}
      />
      <RingSizeGuide />
    </div>
  );
}
