import { Link } from 'react-router';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { Stars } from '../../../components/ui/stars';
import { useLocalized } from '../../../lib/use-localized';
import { getCardBadges, getMainImage, isInStock, type ProductBadge } from '../lib/product-view';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: Product;
  headingLevel?: 2 | 3;
  /** Badges that say nothing in this context (Featured inside the featured section). */
  hiddenBadges?: readonly ProductBadge[];
  /** For tests: the moment "New" is measured from. */
  now?: Date;
}

/** Badges stay quiet: two at most, in priority order. */
export const MAX_CARD_BADGES = 2;

/**
 * One product in a grid: square image, category, name (two lines at most), rating when
 * rated, price. The whole card is one link (the name) to /product/{slug}.
 */
export function ProductCard({ product, headingLevel = 3, hiddenBadges = [], now }: ProductCardProps) {
  const pick = useLocalized();
  const name = pick(product.name);
  const image = getMainImage(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badges = getCardBadges(product, now)
    .filter((badge) => !hiddenBadges.includes(badge))
    .slice(0, MAX_CARD_BADGES);
  return (
    <article className={styles.card} data-sold-out={isInStock(product.inventory) ? undefined : true}>
      <div className={styles.media}>
        <ProductImage src={image?.url} alt={image?.altText || name} className={styles.image} />
        <ProductBadges badges={badges} className={styles.badges} />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{pick(product.category.name)}</p>
        <Heading className={styles.name}>
          <Link to={`/product/${product.slug}`} className={styles.link}>
            {name}
          </Link>
        </Heading>
        {product.ratingCount > 0 && <Stars rating={product.rating} count={product.ratingCount} />}
        <Price pricing={product.pricing} />
      </div>
    </article>
  );
}
