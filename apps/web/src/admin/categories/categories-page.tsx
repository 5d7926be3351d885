import { Link, useLocation } from 'react-router';
import type { AdminCategory } from '@aabhushan/shared/schemas/admin-categories';
import { AdminList, useAdminListParams } from '../admin-list';
import styles from '../admin.module.css';
import { useAdminCategories } from '../catalogue-api';
import catalogue from '../catalogue/catalogue.module.css';
import { MissingLanguageFilter, missingLanguagesText } from '../catalogue/missing-languages';

/** /admin/categories: the store's categories in navigation order, with how many pieces each holds. */
export function CategoriesPage() {
  const list = useAdminListParams();
  const answer = useAdminCategories({ q: list.read('q'), missing: list.read('missing'), page: list.page });
  return (
    <AdminList<AdminCategory>
      title="Categories"
      lead="The store's navigation, in this order; pieces count published and unpublished ones."
      newLink={{ to: '/admin/categories/new', label: 'New category' }}
      searchLabel="Search by name or slug"
      filters={<MissingLanguageFilter list={list} />}
      list={list}
      answer={answer}
      noun="categories"
      notice={(useLocation().state as { notice?: string } | null)?.notice}
      columns={[
        {
          header: 'Category',
          cell: (category) => (
            <div className={catalogue.named}>
              <img src={category.iconUrl} alt="" width={48} height={48} className={catalogue.thumb} />
              <div>
                <Link to={`/admin/categories/${category.id}`} className={styles.rowLink}>
                  {category.name.en}
                </Link>
                <div className={styles.muted}>/{category.slug}</div>
              </div>
            </div>
          ),
        },
        { header: 'Languages', cell: (category) => <span className={styles.muted}>{languagesOf(category)}</span> },
        { header: 'Pieces', cell: (category) => category.productCount, numeric: true },
        { header: 'Order', cell: (category) => category.sortOrder, numeric: true },
        {
          header: 'Home page',
          cell: (category) => (category.isFeatured ? <span className={`${styles.badge} ${styles.good}`}>Featured</span> : <span className={styles.muted}>Not featured</span>),
        },
      ]}
    />
  );
}

/** The languages its name and short description lack ("Missing Tamil, Telugu"), or "All four". */
function languagesOf(category: AdminCategory): string {
  const missing = missingLanguagesText([
    { label: 'name', text: category.name },
    { label: 'short description', text: category.shortDescription },
  ]);
  return missing ? `Missing ${missing}` : 'All four';
}
