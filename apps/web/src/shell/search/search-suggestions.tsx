import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { ProductImage } from '../../components/ui/product-image';
import { getMainImage, getPayablePrice } from '../../features/catalogue/lib/product-view';
import { useLocalized } from '../../lib/use-localized';
import type { Suggestions } from './use-suggestions';
import styles from './search.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface SearchSuggestionsProps {
  suggestions: Suggestions;
  listId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onOpen: (slug: string) => void;
  onHover: (index: number) => void;
  seeAllHref: string;
  onSeeAll: () => void;
}

/** A plain left click is handled in-app (it records the search); modified clicks open tabs as usual. */
function inApp(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Suggested products as pills with a small image; the highlighted one follows the arrow keys. */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { suggestions, listId, optionId, activeIndex, onOpen, onHover, seeAllHref, onSeeAll } = props;
  const { t } = useTranslation();
  const pick = useLocalized();
  const { products, status, query } = suggestions;

  return (
    <section className={styles.section} aria-labelledby={`${listId}-title`} aria-busy={status === 'loading'}>
      <h2 id={`${listId}-title`} className={styles.sectionTitle}>
        {t('search.suggestions')}
      </h2>
      {status === 'success' && products.length === 0 && <p className={styles.empty}>{t('search.noSuggestions', { query })}</p>}
      {status === 'error' && <p className={styles.empty}>{t('shopping.search.suggestionsFailed')}</p>}
      {status === 'loading' && products.length === 0 && <p className={styles.empty}>{t('common.loading')}</p>}
      <div id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.pills}>
        {products.map((product, index) => {
          const image = getMainImage(product);
          return (
            <Link
              key={product._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              to={href('product', { slug: product.slug })}
              className={index === activeIndex ? `${styles.suggestion} ${styles.suggestionActive}` : styles.suggestion}
              onMouseEnter={() => onHover(index)}
              onClick={(event) => {
                if (!inApp(event)) return;
                event.preventDefault();
                onOpen(product.slug);
              }}
            >
              <ProductImage src={image?.url} alt="" className={styles.pillImage} />
              <span className={styles.pillName}>{pick(product.name)}</span>
              <span className={styles.pillPrice}>{formatInr(getPayablePrice(product.pricing))}</span>
            </Link>
          );
        })}
      </div>
      {products.length > 0 && (
        <Link
          to={seeAllHref}
          className={styles.seeAll}
          onClick={(event) => {
            if (!inApp(event)) return;
            event.preventDefault();
            onSeeAll();
          }}
        >
          {t('shopping.search.seeAll', { query })}
        </Link>
      )}
    </section>
  );
}
