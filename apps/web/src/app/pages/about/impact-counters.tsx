import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { useProducts } from '../../../features/catalogue/api/get-products';
import { useStoreLocations } from '../../../features/content/api/get-content-lists';
import { useCountUp } from '../../../lib/use-count-up';
import { STORE_FOUNDED_YEAR } from '../../../lib/store-info';
import styles from './about-page.module.css';
import { formatIndianNumber } from '@aabhushan/shared/rules/indian-number';

/** The counters start once 30 % of each is visible (spec B section 2) and run 1200 ms. */
const VISIBLE_SHARE = 0.3;
/** Karigars in the workshop (copy, docs/decisions.md: marketing counters are copy). */
const KARIGARS = 12;

/** Impact counters: real years, designs and showrooms, and the workshop's size. */
export function ImpactCounters() {
  const { t } = useTranslation();
  const pieces = useProducts({ limit: 1 }).data?.pagination.totalItems;
  const showrooms = useStoreLocations().data?.length;
  const counters = [
    { key: 'years', value: new Date().getFullYear() - STORE_FOUNDED_YEAR },
    { key: 'pieces', value: pieces },
    { key: 'showrooms', value: showrooms },
    { key: 'karigars', value: KARIGARS },
  ];
  return (
    <section className={`${layout.section} ${styles.impact}`} aria-labelledby="about-impact">
      <h2 id="about-impact" className={styles.impactTitle}>
        {t('about.impactTitle')}
      </h2>
      <ul className={styles.counters}>
        {counters.map((counter) => (
          <Counter key={counter.key} value={counter.value} label={t(`about.impact.${counter.key}`)} />
        ))}
      </ul>
    </section>
  );
}

function Counter({ value, label }: { value: number | undefined; label: string }) {
  const [ref, shown] = useCountUp<HTMLLIElement>(value ?? 0, VISIBLE_SHARE);
  return (
    <li ref={ref} className={styles.counter}>
      <span className={styles.counterValue}>{value === undefined ? '–' : formatIndianNumber(shown)}</span>
      <span>{label}</span>
    </li>
  );
}
