import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import layout from '../../../components/ui/layout.module.css';
import { useProducts } from '../../../features/catalogue/api/get-products';
import { ProductCarousel } from '../../../features/catalogue/components/product-carousel';

/** 'You May Also Like': other pieces from the same category. */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const related = useProducts({ category: product.category.slug, limit: 9 });
  const others = (related.data?.items ?? []).filter((item) => item._id !== product._id);
  if (others.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="related-title">
      <header className={layout.sectionHeader}>
        <h2 id="related-title" className={layout.sectionTitle}>
          {t('product.related')}
        </h2>
      </header>
      <ProductCarousel products={others} label={t('product.related')} />
    </section>
  );
}
