import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import { Stars } from '../../../components/ui/stars';
import { Gallery } from '../../../features/catalogue/components/gallery';
import { Price } from '../../../features/catalogue/components/price';
import { ProductBadges } from '../../../features/catalogue/components/product-badges';
import { VariantSelector } from '../../../features/catalogue/components/variant-selector';
import {
  getActiveVariants,
  getDetailBadges,
  getGalleryImages,
  getInventory,
  getPricing,
} from '../../../features/catalogue/lib/product-view';
import { useLocalized } from '../../../lib/use-localized';
import { ProductAbout } from './product-about';
import { ProductNotes } from './product-notes';
import { PurchasePanel } from './purchase-panel';
import styles from './product-detail.module.css';

/**
 * The piece itself. Price, images and stock follow the chosen variant (the first by default).
 * Only the variant's id is kept, so a refetched product never shows a stale price or stock.
 */
export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const variants = getActiveVariants(product);
  const [variantId, setVariantId] = useState<string | undefined>(variants[0]?._id);
  const variant = variants.find((candidate) => candidate._id === variantId) ?? variants[0];
  const name = pick(product.name);
  const categoryHref = `/products?category=${encodeURIComponent(product.category.slug)}`;
  const inventory = getInventory(product, variant);

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: '/home' },
          { label: pick(product.category.name), to: categoryHref },
          { label: name },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.galleryColumn}>
          <Gallery key={variant?._id ?? 'product'} images={getGalleryImages(product, variant)} name={name} />
        </div>
        <div className={styles.info}>
          <Link to={categoryHref} className={styles.category}>
            {pick(product.category.name)}
          </Link>
          <h1 className={styles.title}>{name}</h1>
          <ProductBadges badges={getDetailBadges(product)} />
          {product.ratingCount > 0 && (
            <p className={styles.rating}>
              <Stars rating={product.rating} count={product.ratingCount} size="md" />
            </p>
          )}
          <div className={styles.priceBlock}>
            <Price pricing={getPricing(product, variant)} size="lg" />
            <p className={styles.taxNote}>{t('product.taxNote')}</p>
          </div>
          <p className={styles.short}>{pick(product.description.short)}</p>
          <VariantSelector variants={variants} selectedId={variant?._id} onSelect={(chosen) => setVariantId(chosen._id)} />
          <PurchasePanel key={variant?._id ?? 'product'} inventory={inventory} />
          <ProductNotes />
          <ProductAbout product={product} />
        </div>
      </div>
    </div>
  );
}
