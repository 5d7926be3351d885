import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { ProductDescription } from './product-description';
import { ProductReviews } from './product-reviews';
import { ProductSpecifications } from './product-specifications';
import { Tabs } from './tabs';

export type ProductTab = 'description' | 'specifications' | 'reviews';

interface ProductTabsProps {
  product: Product;
  active: ProductTab;
  onChange: (tab: ProductTab) => void;
}

/** Description (default), Specifications and Reviews (spec B section 2). */
export function ProductTabs({ product, active, onChange }: ProductTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('product.tabs.label')}
      active={active}
      onChange={onChange}
      tabs={[
        { key: 'description', label: t('product.tabs.description'), panel: <ProductDescription product={product} /> },
        { key: 'specifications', label: t('product.tabs.specifications'), panel: <ProductSpecifications product={product} /> },
        {
          key: 'reviews',
          label: t('product.tabs.reviews', { count: product.ratingCount }),
          panel: <ProductReviews product={product} />,
        },
      ]}
    />
  );
}
