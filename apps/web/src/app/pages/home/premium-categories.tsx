import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { useProductCategories } from '../../../features/catalogue/api/get-product-categories';
import { ProductImage } from '../../../components/ui/product-image';
import { useLocalized } from '../../../lib/use-localized';
import styles from './premium-categories.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** How many featured categories the grid shows. */
export const PREMIUM_GRID_SIZE = 6;

/** The featured categories first (up to six); when fewer are featured, none are padded in. */
export function pickPremium(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.isFeatured).slice(0, PREMIUM_GRID_SIZE);
}

/**
 * The premium category grid (spec B section 2): featured categories with their real piece
 * counts, and View All Categories when the store has more than the grid shows.
 */
export function PremiumCategories() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const categories = useProductCategories();
  const all = categories.data ?? [];
  const premium = pickPremium(all);
  if (premium.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="home-premium">
      <header className={layout.sectionHeader}>
        <p className={layout.eyebrow}>{t('home.premium.eyebrow')}</p>
        <h2 id="home-premium" className={layout.sectionTitle}>
          {t('home.premium.title')}
        </h2>
        <p className={layout.sectionLead}>{t('home.premium.lead')}</p>
      </header>
      <ul className={styles.grid}>
        {premium.map((category) => (
          <li key={category._id}>
            <Link to={href('products', {}, { category: category.slug })} className={styles.tile}>
              <span className={styles.media}>
                <ProductImage src={category.images.thumbnail || category.images.icon} alt="" className={styles.image} />
              </span>
              <span className={styles.body}>
                <span className={styles.name}>{pick(category.name)}</span>
                {pick(category.description.short) && <span className={styles.text}>{pick(category.description.short)}</span>}
                <span className={styles.count}>{t('home.premium.count', { count: category.analytics.productCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {all.length > premium.length && (
        <div className={layout.center}>
          <Link to={href('categories')} className={buttons.secondary}>
            {t('home.premium.viewAll')}
          </Link>
        </div>
      )}
    </section>
  );
}
