import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useProducts } from '../../../features/catalogue/api/get-products';
import { ProductGrid } from '../../../features/catalogue/components/product-grid';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Featured products shown before View More (spec B section 9). */
export const FEATURED_INITIAL_COUNT = 4;
/** Every piece here is featured; saying so on each card is noise. */
const FEATURED_HIDDEN_BADGES = ['featured'] as const;
/** How many featured pieces the home page asks for: all of them, View More reveals the rest. */
export const FEATURED_LIMIT = 100;
const FEATURED_LISTING_HREF = href('products', {}, { tag: 'featured' });

export function FeaturedSection() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const featured = useProducts({ tag: 'featured', limit: FEATURED_LIMIT });
  const products = featured.data?.items ?? [];
  const visible = expanded ? products : products.slice(0, FEATURED_INITIAL_COUNT);
  const hasMore = products.length > FEATURED_INITIAL_COUNT;
  /** More featured pieces exist than one request returns: the listing shows them all. */
  const truncated = (featured.data?.pagination.totalItems ?? 0) > products.length;

  return (
    <section className={layout.section} aria-labelledby="home-featured">
      <header className={layout.sectionHeader}>
        <p className={layout.eyebrow}>{t('home.featured.eyebrow')}</p>
        <h2 id="home-featured" className={layout.sectionTitle}>
          {t('home.featured.title')}
        </h2>
        <p className={layout.sectionLead}>{t('home.featured.lead')}</p>
      </header>
      {featured.isPending && <ProductGrid products={[]} loadingCount={FEATURED_INITIAL_COUNT} columns={4} />}
      {featured.isError && (
        <StatusMessage
          tone="error"
          title={t('home.featured.errorTitle')}
          actions={
            <button type="button" className={buttons.secondary} onClick={() => void featured.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        />
      )}
      {featured.isSuccess && products.length === 0 && (
        <StatusMessage
          title={t('home.featured.emptyTitle')}
          actions={
            <Link to={href('products')} className={buttons.secondary}>
              {t('home.featured.browseAll')}
            </Link>
          }
        />
      )}
      {visible.length > 0 && <ProductGrid products={visible} columns={4} hiddenBadges={FEATURED_HIDDEN_BADGES} place="home" />}
      {featured.isSuccess && products.length > 0 && (
        <div className={layout.center}>
          {hasMore && !expanded ? (
            <button type="button" className={buttons.secondary} onClick={() => setExpanded(true)}>
              {t('home.featured.viewMore')}
            </button>
          ) : (
            <>
              {truncated && (
                <Link to={FEATURED_LISTING_HREF} className={buttons.primary}>
                  {t('home.featured.seeAll')}
                </Link>
              )}
              <Link to={href('products')} className={buttons.secondary}>
                {t('home.featured.browseAll')}
              </Link>
            </>
          )}
        </div>
      )}
    </section>
  );
}
