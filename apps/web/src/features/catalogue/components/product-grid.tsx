import { useTranslation } from 'react-i18next';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { HydrateWhenNear, presentPart } from '../../../lib/hydrate-when-near';
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
  /**
   * In a view the server drew, the cards after this many are hydrated only as the shopper nears
   * them (lib/hydrate-when-near.tsx); all of them when not given.
   */
  hydrateFirst?: number;
}

/** A card away from the first screen: drawn by the server, hydrated when near. */
const laterCard = presentPart(ProductCard);

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
  hydrateFirst = Infinity,
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
      {products.map((product, index) => {
        const card = { product, headingLevel, hiddenBadges, place, eagerImage: index < eagerImages };
        return index < hydrateFirst ? (
          <li key={product._id} className={styles.item}>
            <ProductCard {...card} />
          </li>
        ) : (
          <HydrateWhenNear key={product._id} as="li" className={styles.item} part={laterCard} props={card} />
        );
      })}
    </ul>
  );
}
