import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import { StatusMessage } from '../../../components/ui/status-message';
import { useLocalized } from '../../../lib/use-localized';
import { buildListingHref } from './listing-params';
import styles from './products.module.css';

/** Nothing matched the search: say so plainly and offer the categories to browse instead. */
export function SearchNoResults({ query, categories }: { query: string; categories: readonly Category[] }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const suggestions = categories.filter((category) => category.analytics.productCount > 0);
  return (
    <StatusMessage title={t('shopping.noResults.title', { query })}>
      <p>{t('shopping.noResults.text')}</p>
      {suggestions.length > 0 && (
        <nav aria-label={t('shopping.noResults.browse')} className={styles.suggest}>
          <p className={styles.suggestTitle}>{t('shopping.noResults.browse')}</p>
          <ul className={styles.suggestList}>
            {suggestions.map((category) => (
              <li key={category._id}>
                <Link to={buildListingHref({ page: 1, category: category.slug })} className={styles.suggestChip}>
                  {pick(category.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </StatusMessage>
  );
}
