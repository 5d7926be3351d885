import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProductCategories } from '../../features/catalogue/api/get-product-categories';
import { useLocalized } from '../../lib/use-localized';
import { clearRecentSearches, removeRecentSearch } from '../../lib/recent-searches';
import { useRecentSearches } from './use-recent-searches';
import { Icon } from '../icons';
import styles from './search.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Popular categories shown in the overlay: the ones with the most pieces. */
export const POPULAR_CATEGORY_COUNT = 8;

interface SearchStartProps {
  onSearch: (term: string) => void;
  onNavigate: () => void;
  /** Where focus goes when the button that had it is removed. */
  onFocusLost: () => void;
}

/** Before the shopper types: their recent searches (removable) and the popular categories. */
export function SearchStart({ onSearch, onNavigate, onFocusLost }: SearchStartProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const recent = useRecentSearches();
  const categories = useProductCategories();
  const popular = [...(categories.data ?? [])]
    .filter((category) => category.analytics.productCount > 0)
    .sort((a, b) => b.analytics.productCount - a.analytics.productCount)
    .slice(0, POPULAR_CATEGORY_COUNT);

  return (
    <>
      {recent.length > 0 && (
        <section className={styles.section} aria-labelledby="search-recent">
          <div className={styles.sectionHead}>
            <h2 id="search-recent" className={styles.sectionTitle}>
              {t('shopping.search.recent')}
            </h2>
            <button type="button" className={styles.clearRecent} onClick={() => {
                clearRecentSearches();
                onFocusLost();
              }}>
              {t('shopping.search.clearRecent')}
            </button>
          </div>
          <ul className={styles.pills}>
            {recent.map((term) => (
              <li key={term} className={styles.recent}>
                <button type="button" className={styles.recentTerm} onClick={() => onSearch(term)}>
                  {term}
                </button>
                <button
                  type="button"
                  className={styles.recentRemove}
                  aria-label={t('shopping.search.removeRecent', { term })}
                  onClick={() => {
                    removeRecentSearch(term);
                    onFocusLost();
                  }}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular.length > 0 && (
        <section className={styles.section} aria-labelledby="search-popular">
          <h2 id="search-popular" className={styles.sectionTitle}>
            {t('search.popularCategories')}
          </h2>
          <ul className={styles.pills}>
            {popular.map((category) => (
              <li key={category._id}>
                <Link to={href('products', {}, { category: category.slug })} className={styles.pill} onClick={onNavigate}>
                  {pick(category.name)}
                  <span className={styles.pillCount}>{category.analytics.productCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
