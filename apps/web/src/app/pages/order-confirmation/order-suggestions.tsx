import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { useProducts } from '../../../features/catalogue/api/get-products';
import { ProductCarousel } from '../../../features/catalogue/components/product-carousel';
import type { Order } from '../../../features/checkout/api/order-types';

/** 'You may also like': other pieces from the category of the first piece ordered (the catalogue API). */
export function OrderSuggestions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const first = order.items[0]?.productSnapshot.slug;
  const product = useProduct(first);
  const category = product.data?.category.slug;
  const related = useProducts({ category, limit: 12 }, { enabled: Boolean(category) });
  const ordered = new Set(order.items.map((item) => item.productId));
  const others = (related.data?.items ?? []).filter((item) => !ordered.has(item._id)).slice(0, 8);
  if (others.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="suggestions-title">
      <header className={layout.sectionHeader}>
        <h2 id="suggestions-title" className={layout.sectionTitle}>
          {t('confirmation.suggestions')}
        </h2>
      </header>
      <ProductCarousel products={others} label={t('confirmation.suggestions')} />
    </section>
  );
}
