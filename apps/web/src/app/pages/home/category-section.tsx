import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProductCategories } from '../../../features/catalogue/api/get-product-categories';
import { CategoryShortcuts } from '../../../features/catalogue/components/category-shortcuts';
import styles from './home.module.css';

/** The home page's fixed shortcut strip (spec B section 2), in this order. */
export const SHORTCUT_SLUGS = ['necklaces', 'earrings', 'rings', 'bracelets', 'sets', 'anklets'];

/** The six shortcut categories the store has, in order; when none match, its first six. */
export function pickShortcuts(categories: Category[]): Category[] {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const picked = SHORTCUT_SLUGS.map((slug) => bySlug.get(slug)).filter((c): c is Category => Boolean(c));
  return picked.length > 0 ? picked : categories.slice(0, SHORTCUT_SLUGS.length);
}

export function CategorySection() {
  const { t } = useTranslation();
  const categories = useProductCategories();
  const shortcuts = pickShortcuts(categories.data ?? []);
  if (categories.isError || (categories.isSuccess && shortcuts.length === 0)) return null;
  return (
    <section className={layout.section} aria-labelledby="home-categories">
      <header className={layout.sectionHeader}>
        <p className={layout.eyebrow}>{t('home.categories.eyebrow')}</p>
        <h2 id="home-categories" className={layout.sectionTitle}>
          {t('home.categories.title')}
        </h2>
      </header>
      {categories.isPending ? (
        <div className={styles.shortcutSkeletons} role="status" aria-label={t('common.loading')}>
          {SHORTCUT_SLUGS.map((slug) => (
            <Skeleton key={slug} square className={styles.roundSkeleton} />
          ))}
        </div>
      ) : (
        <CategoryShortcuts categories={shortcuts} />
      )}
    </section>
  );
}
