import { useTranslation } from 'react-i18next';
import { useProductCategories } from '../../../features/catalogue/api/get-product-categories';
import { useProducts } from '../../../features/catalogue/api/get-products';
import { STORE_FOUNDED_YEAR } from '../../../lib/store-info';
import { useCountUp } from '../../../lib/use-count-up';
import styles from './home-sections.module.css';
import { formatIndianNumber } from '@aabhushan/shared/rules/indian-number';

/**
 * The numbers strip: the real category count (spec B: "from loaded data") and the real number
 * of pieces, plus two copy figures (docs/decisions.md: counters are copy) that stay true.
 */
export function HomeStats() {
  const { t } = useTranslation();
  const categories = useProductCategories();
  const products = useProducts({ limit: 1 });
  const categoryCount = categories.data?.length;
  const pieceCount = products.data?.pagination.totalItems;
  const years = new Date().getFullYear() - STORE_FOUNDED_YEAR;
  const stats = [
    { key: 'categories', value: categoryCount, suffix: '' },
    { key: 'pieces', value: pieceCount, suffix: '' },
    { key: 'authentic', value: 100, suffix: '%' },
    { key: 'years', value: years, suffix: '' },
  ];
  return (
    <section className={styles.stats} aria-labelledby="home-stats">
      <h2 id="home-stats" className="visually-hidden">
        {t('home.stats.label')}
      </h2>
      <ul className={styles.statsList}>
        {stats.map((stat) => (
          <Stat key={stat.key} id={stat.key} value={stat.value} suffix={stat.suffix} label={t(`home.stats.${stat.key}`)} />
        ))}
      </ul>
    </section>
  );
}

function Stat({ id, value, suffix, label }: { id: string; value: number | undefined; suffix: string; label: string }) {
  const [ref, shown] = useCountUp<HTMLLIElement>(value ?? 0);
  return (
    <li ref={ref} className={styles.stat} data-stat={id}>
      <span className={styles.statValue}>
        {value === undefined ? '–' : `${formatIndianNumber(shown)}${suffix}`}
      </span>
      <span className={styles.statLabel}>{label}</span>
    </li>
  );
}
