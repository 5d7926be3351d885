import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalized } from '../../../lib/use-localized';
import { ProductImage } from '../../../components/ui/product-image';
import styles from './category-tile.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** A category on /categories: image, name, short description and its real product count. */
export function CategoryTile({ category }: { category: Category }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const name = pick(category.name);
  return (
    <article className={styles.tile}>
      <ProductImage src={category.images.thumbnail || category.images.icon} alt="" className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={href('products', {}, { category: category.slug })} className={styles.link}>
            {name}
          </Link>
        </h2>
        <p className={styles.count} data-testid="category-count">
          {t('listing.count', { count: category.analytics.productCount })}
        </p>
        {pick(category.description.short) && <p className={styles.text}>{pick(category.description.short)}</p>}
        <span className={styles.more} aria-hidden="true">
          {t('shopping.categories.shop')} →
        </span>
      </div>
    </article>
  );
}

/** Holds a tile's space while the categories load. */
export function CategoryTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <Skeleton square />
      <div className={styles.body}>
        <Skeleton width="50%" height="1.4rem" />
        <Skeleton width="30%" height="0.8rem" />
        <Skeleton width="90%" height="0.9rem" />
      </div>
    </div>
  );
}
