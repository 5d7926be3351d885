import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { useProductCategories } from '../../features/catalogue/api/get-product-categories';
import {
  SUGGESTION_MIN_LENGTH,
  SUGGESTION_PAGE_SIZE,
  useSearchProducts,
} from '../../features/catalogue/api/search-products';
import { getMainImage, getPayablePrice } from '../../features/catalogue/lib/product-view';
import { useLocalized } from '../../lib/use-localized';
import styles from './search.module.css';

interface SearchSuggestionsProps {
  query: string;
  onNavigate: () => void;
}

/** Type-ahead products once the text has 2+ characters; popular categories before that. */
export function SearchSuggestions({ query, onNavigate }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const active = query.length >= SUGGESTION_MIN_LENGTH;
  const results = useSearchProducts({ q: query, page: 1, limit: SUGGESTION_PAGE_SIZE }, { enabled: active });
  const categories = useProductCategories();

  if (!active) {
    const list = categories.data ?? [];
    if (list.length === 0) return null;
    return (
      <section className={styles.section} aria-labelledby="search-popular">
        <h2 id="search-popular" className={styles.sectionTitle}>
          {t('search.popularCategories')}
        </h2>
        <ul className={styles.pills}>
          {list.map((category) => (
            <li key={category._id}>
              <Link to={`/products?category=${encodeURIComponent(category.slug)}`} className={styles.pill} onClick={onNavigate}>
                {pick(category.name)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const products = results.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="search-results" aria-busy={results.isFetching}>
      <h2 id="search-results" className={styles.sectionTitle}>
        {t('search.suggestions')}
      </h2>
      {results.isSuccess && products.length === 0 && <p className={styles.empty}>{t('search.noSuggestions', { query })}</p>}
      <ul className={styles.results}>
        {products.map((product) => (
          <li key={product._id}>
            <Link to={`/product/${product.slug}`} className={styles.result} onClick={onNavigate}>
              <img src={getMainImage(product)?.url} alt="" width={48} height={48} className={styles.thumb} loading="lazy" />
              <span className={styles.resultName}>{pick(product.name)}</span>
              <span className={styles.resultPrice}>{formatInr(getPayablePrice(product.pricing))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
