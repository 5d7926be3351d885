import '../../../i18n/bundles/content';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { useBrands } from '../../../features/catalogue/api/get-brands';
import { BrandCarousel } from '../../../features/catalogue/components/brand-carousel';
import { PageIntro } from '../../../features/content/components/page-intro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth } from '../../require-auth';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /brand (sign-in required): the brand partners' carousel; a load error leaves it empty. */
export function BrandPage() {
  return (
    <RequireAuth>
      <BrandPartners />
    </RequireAuth>
  );
}

function BrandPartners() {
  const { t } = useTranslation();
  const brands = useBrands().data ?? [];
  useDocumentTitle(t('content.brands.title'));
  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.brands.eyebrow')}
        title={t('content.brands.title')}
        lead={t('content.brands.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.brands.title') }]}
      />
      {brands.length > 0 && <BrandCarousel brands={brands} label={t('content.brands.title')} />}
    </div>
  );
}
