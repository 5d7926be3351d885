import '../../../i18n/bundles/content';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { useProducts } from '../../../features/catalogue/api/get-products';
import { ProductGrid } from '../../../features/catalogue/components/product-grid';
import { selectBanners, useBanners } from '../../../features/content/api/get-banners';
import { PageIntro } from '../../../features/content/components/page-intro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OfferSection } from '../home/offer-section';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './offers-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Sale pieces shown on the page; the listing has the rest. */
const SALE_PREVIEW = 8;

/** /offer and /offers: the live offer with its real countdown, pieces really on sale, and the banners' collections. */
export function OffersPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('content.offers.title'));
  useMetaDescription(t('content.offers.lead'));
  const sale = useProducts({ tag: 'sale', limit: SALE_PREVIEW });
  const collections = selectBanners(useBanners().data ?? [], 'hero');
  const onSale = sale.data?.items ?? [];

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.offers.eyebrow')}
        title={t('content.offers.title')}
        lead={t('content.offers.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.nav.offers') }]}
      />
      <OfferSection />
      <section className={layout.section} aria-labelledby="offers-sale">
        <header className={layout.sectionHeader}>
          <h2 id="offers-sale" className={layout.sectionTitle}>
            {t('content.offers.onSale')}
          </h2>
          <hr className={layout.rule} />
        </header>
        {sale.isPending ? (
          <ProductGrid products={[]} loadingCount={4} columns={4} />
        ) : onSale.length > 0 ? (
          <>
            <ProductGrid products={onSale} columns={4} />
            <div className={layout.center}>
              <Link to={href('products', {}, { tag: 'sale' })} className={buttons.primary}>
                {t('content.offers.seeAllSale')}
              </Link>
            </div>
          </>
        ) : (
          <p className={styles.none}>{t('content.offers.none')}</p>
        )}
      </section>
      {collections.length > 0 && (
        <section className={layout.section} aria-labelledby="offers-collections">
          <header className={layout.sectionHeader}>
            <h2 id="offers-collections" className={layout.sectionTitle}>
              {t('content.offers.collections')}
            </h2>
            <hr className={layout.rule} />
          </header>
          <ul className={styles.collections}>
            {collections.map((banner) => (
              <li key={banner._id} className={styles.collection}>
                {banner.images[0] && <img src={banner.images[0].url} alt={banner.images[0].altText} width="800" height="800" loading="lazy" />}
                <div className={styles.collectionBody}>
                  <h3 className={styles.collectionTitle}>{pickLocalized(banner.title, i18n.language)}</h3>
                  <p>{pickLocalized(banner.banner_detail.subtitle, i18n.language)}</p>
                  {banner.cta_link && banner.cta_text && (
                    <Link to={banner.cta_link} className={buttons.secondary}>
                      {pickLocalized(banner.cta_text, i18n.language)}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
