import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import { useLocalized } from '../../../lib/use-localized';
import styles from './category-chips.module.css';

interface CategoryChipsProps {
  categories: Category[];
  /** The selected category's slug; undefined for all. */
  selected: string | undefined;
  getHref: (slug: string | undefined) => string;
}

/** A row of category links to switch the listing; the selected one is marked current. */
export function CategoryChips({ categories, selected, getHref }: CategoryChipsProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const chips: { slug: string | undefined; label: string }[] = [
    { slug: undefined, label: t('listing.allCategories') },
    ...categories.map((category) => ({ slug: category.slug, label: pick(category.name) })),
  ];
  return (
    <nav aria-label={t('listing.categoriesLabel')} className={styles.scroller}>
      <ul className={styles.list}>
        {chips.map((chip) => {
          const current = chip.slug === selected;
          return (
            <li key={chip.slug ?? 'all'}>
              <Link
                to={getHref(chip.slug)}
                className={current ? `${styles.chip} ${styles.current}` : styles.chip}
                aria-current={current ? 'page' : undefined}
              >
                {chip.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
