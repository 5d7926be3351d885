import { useTranslation } from 'react-i18next';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import type { ProductBadge } from '../lib/product-view';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: ProductCardData[];
  /** Show this many skeleton cards instead of products. */
  loadingCount?: number;
  columns?: 3 | 4;
  headingLevel?: 2 | 3;
  busy?: boolean;
  hiddenBadges?: readonly ProductBadge[];
  place?: 'home' | 'listing';
  /** How many of the first cards load their image at once: those a grid that opens the page shows above the fold. */
  eagerImages?: number;
}

/** Two columns on a phone, three or four on a desktop. */
export function ProductGrid({
  products,
  loadingCount = 0,
  columns = 3,
  headingLevel = 3,
  busy = false,
  hiddenBadges,
  place,
  eagerImages = 0,
}: ProductGridProps) {
  const { t } = useTranslation();
  const className = `${styles.grid} ${columns === 4 ? styles.four : styles.three} ${busy ? styles.busy : ''}`;
  if (loadingCount > 0) {
    return (
      <div className={className} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: loadingCount }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className} aria-busy={busy}>
      {products.map((product, index) => (
        <li key={product._id} className={styles.item}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            hiddenBadges={hiddenBadges}
            place={place}
            eagerImage={index < eagerImages}
          />
        </li>
      ))}
    </ul>
  );
}
