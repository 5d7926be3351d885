import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useProductCategories } from '../../../features/catalogue/api/get-product-categories';
import { CategoryTile, CategoryTileSkeleton } from '../../../features/catalogue/components/category-tile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './categories.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** How many placeholder tiles hold the grid while the list loads. */
const SKELETON_TILES = 6;

/** /categories: every category with its image, short description and real product count. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useProductCategories();
  useDocumentTitle(t('shopping.categories.documentTitle'));
  useMetaDescription(t('shopping.categories.lead'));
  const list = categories.data ?? [];

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home') }, { label: t('shopping.categories.title') }]} />
      <header className={styles.header}>
        <p className={layout.eyebrow}>{t('shopping.categories.eyebrow')}</p>
        <h1 className={styles.title}>{t('shopping.categories.title')}</h1>
        <p className={styles.lead}>{t('shopping.categories.lead')}</p>
      </header>

      {categories.isPending && (
        <div className={styles.grid} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            <CategoryTileSkeleton key={i} />
          ))}
        </div>
      )}
      {categories.isError && (
        <StatusMessage
          tone="error"
          title={t('shopping.categories.errorTitle')}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void categories.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        >
          <p>{t('listing.errorText')}</p>
        </StatusMessage>
      )}
      {categories.isSuccess && list.length === 0 && (
        <StatusMessage
          title={t('shopping.categories.emptyTitle')}
          actions={
            <Link to={href('products')} className={buttons.secondary}>
              {t('listing.seeAll')}
            </Link>
          }
        />
      )}
      {list.length > 0 && (
        <>
          <ul className={styles.grid}>
            {list.map((category) => (
              <li key={category._id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
          <div className={layout.center}>
            <Link to={href('products')} className={buttons.secondary}>
              {t('listing.seeAll')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
