import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { ProductBadges } from '../../../features/catalogue/components/product-badges';
import { getDetailBadges } from '../../../features/catalogue/lib/product-view';
import { ReviewStars } from '../../../features/reviews/components/review-stars';
import { useLocalized } from '../../../lib/use-localized';
import styles from './product-detail.module.css';

interface ProductHeadingProps {
  product: Product;
  name: string;
  categoryHref: string;
  /** Opens the Reviews tab and scrolls to it. */
  onShowReviews: () => void;
}

/** Category, name, New and Bestseller badges, and the rating that leads to the reviews. */
export function ProductHeading({ product, name, categoryHref, onShowReviews }: ProductHeadingProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <div className={styles.heading}>
      <Link to={categoryHref} className={styles.category}>
        {pick(product.category.name)}
      </Link>
      <h1 className={styles.title}>{name}</h1>
      <ProductBadges badges={getDetailBadges(product)} />
      <button type="button" className={styles.ratingButton} onClick={onShowReviews} data-testid="rating-summary">
        {product.ratingCount > 0 ? (
          <>
            <ReviewStars rating={product.rating} />
            <span className={styles.ratingValue}>{product.rating.toFixed(1)}</span>
            <span className={styles.ratingText}>{t('product.reviewCount', { count: product.ratingCount })}</span>
          </>
        ) : (
          <span className={styles.ratingText}>{t('product.noReviewsYet')}</span>
        )}
      </button>
    </div>
  );
}
