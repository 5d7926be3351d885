import { Link } from 'react-router';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import { useLocalized } from '../../../lib/use-localized';
import { ProductImage } from '../../../components/ui/product-image';
import styles from './category-shortcuts.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Round category tiles opening /products?category=<slug>. */
export function CategoryShortcuts({ categories }: { categories: Category[] }) {
  const pick = useLocalized();
  return (
    <ul className={styles.list}>
      {categories.map((category) => (
        <li key={category._id}>
          <Link to={href('products', {}, { category: category.slug })} className={styles.tile}>
            <ProductImage src={category.images.thumbnail || category.images.icon} alt="" className={styles.image} />
            <span className={styles.name}>{pick(category.name)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
