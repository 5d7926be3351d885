import '../../../i18n/bundles/content';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { useServices, useStoreLocations } from '../../../features/content/api/get-content-lists';
import grid from '../../../features/content/components/card-grid.module.css';
import { PageIntro } from '../../../features/content/components/page-intro';
import { ServiceList } from '../../../features/content/components/service-list';
import { StoreCard } from '../../../features/content/components/store-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /store-locator: every showroom, the Jaipur flagship first, with hours, phone, map and directions; then the workshop's services. */
export function StoreLocatorPage() {
  const { t } = useTranslation();
  const locations = useStoreLocations();
  useDocumentTitle(t('content.stores.title'));
  useMetaDescription(t('content.stores.lead'));
  const list = locations.data ?? [];
  const services = useServices().data ?? [];

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.stores.eyebrow')}
        title={t('content.stores.title')}
        lead={t('content.stores.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.stores.title') }]}
      />
      {locations.isPending ? (
        <p className={grid.state} role="status">
          {t('content.blog.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className={grid.state}>{t('content.stores.empty')}</p>
      ) : (
        <ul className={`${grid.grid} ${grid.two}`}>
          {list.map((location) => (
            <li key={location._id}>
              <StoreCard location={location} />
            </li>
          ))}
        </ul>
      )}
      {services.length > 0 && (
        <section className={layout.section} aria-labelledby="store-services">
          <header className={layout.sectionHeader}>
            <h2 id="store-services" className={layout.sectionTitle}>
              {t('content.services.title')}
            </h2>
            <hr className={layout.rule} />
          </header>
          <ServiceList services={services} />
        </section>
      )}
    </div>
  );
}
