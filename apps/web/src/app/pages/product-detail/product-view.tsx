import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import { AttributesTable } from '../../../features/catalogue/components/attributes-table';
import { Gallery } from '../../../features/catalogue/components/gallery';
import { HallmarkBadge } from '../../../features/catalogue/components/hallmark-badge';
import { Price } from '../../../features/catalogue/components/price';
import { VariantSelector } from '../../../features/catalogue/components/variant-selector';
import { getActiveVariants, getGalleryImages, getInventory, getPricing } from '../../../features/catalogue/lib/product-view';
import { useLocalized } from '../../../lib/use-localized';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { ProductBreakup } from './product-breakup';
import { ProductCertificates } from './product-certificates';
import { ProductHeading } from './product-heading';
import { ProductNotes } from './product-notes';
import { RingSizeDialog } from '../../../features/content/components/ring-size-dialog';
import { ProductTabs, type ProductTab } from './product-tabs';
import { PurchasePanel } from './purchase-panel';
import styles from './product-detail.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Ring pages offer the ring size guide. */
const RINGS_CATEGORY = 'rings';

/**
 * The piece itself. Price, images, stock and the price breakup follow the chosen variant (the
 * first by default). Only the variant's id is kept, so a refetched product never shows a stale
 * price or stock.
 */
export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const reducedMotion = usePrefersReducedMotion();
  const variants = getActiveVariants(product);
  const [variantId, setVariantId] = useState<string | undefined>(variants[0]?._id);
  const [tab, setTab] = useState<ProductTab>('description');
  const tabsRef = useRef<HTMLElement>(null);
  const variant = variants.find((candidate) => candidate._id === variantId) ?? variants[0];
  const name = pick(product.name);
  const categoryHref = href('products', {}, { category: product.category.slug });
  // A variant has its own price, so only its own breakup can explain that price.
  const breakup = variant ? (variant.priceBreakup ?? null) : product.priceBreakup;

  const openReviews = () => {
    setTab('reviews');
    tabsRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home') },
          { label: pick(product.category.name), to: categoryHref },
          { label: name },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.galleryColumn}>
          <Gallery key={variant?._id ?? 'product'} images={getGalleryImages(product, variant)} name={name} />
        </div>
        <div className={styles.info}>
          <ProductHeading product={product} name={name} categoryHref={categoryHref} onShowReviews={openReviews} />
          <div className={styles.priceBlock}>
            <Price pricing={getPricing(product, variant)} size="lg" />
            <p className={styles.taxNote}>{t('product.taxNote')}</p>
          </div>
          <p className={styles.short}>{pick(product.description.short)}</p>
          <VariantSelector variants={variants} selectedId={variant?._id} onSelect={(chosen) => setVariantId(chosen._id)} />
          {product.category.slug === RINGS_CATEGORY && <RingSizeDialog />}
          <PurchasePanel
            key={variant?._id ?? 'product'}
            product={product}
            variantId={variant?._id ?? null}
            inventory={getInventory(product, variant)}
          />
          {product.hallmark && <HallmarkBadge hallmark={product.hallmark} />}
          {breakup && <ProductBreakup breakup={breakup} />}
          <ProductNotes />
          {/* Small links only: the booking page is its own lazy route. */}
          <p className={styles.appointmentLinks}>
            <Link to={href('appointments', {}, { kind: 'home', product: product._id })}>{t('product.tryAtHome')}</Link>
            <Link to={href('appointments', {}, { kind: 'video', product: product._id })}>{t('product.bookVideoCall')}</Link>
          </p>
          {product.attributes.length > 0 && (
            <section aria-labelledby="product-glance" className={styles.glance}>
              <h2 id="product-glance" className={styles.glanceTitle}>
                {t('product.details')}
              </h2>
              <AttributesTable attributes={product.attributes} />
            </section>
          )}
        </div>
      </div>
      {product.certificates && product.certificates.length > 0 && <ProductCertificates certificates={product.certificates} />}
      <section ref={tabsRef} className={styles.tabsSection} aria-label={t('product.tabs.label')}>
        <ProductTabs product={product} active={tab} onChange={setTab} />
      </section>
    </div>
  );
}
