import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@aabhushan/shared/pages/page-manifest';
import buttons from '../../../components/ui/button.module.css';
import { useStoreLocations } from '../../../features/content/api/get-content-lists';
import { OpeningHours } from '../../../features/content/components/opening-hours';
import { useLocalized } from '../../../lib/use-localized';
import { useLocalizedList } from '../../../lib/use-localized-list';
import styles from './book-valuation.module.css';

/**
 * "Book a valuation": a showroom appointment booked on the site (the last estimate in its note),
 * or each showroom's phone and hours, to call and choose a time.
 */
export function BookValuation({ note = '' }: { note?: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const localizedLines = useLocalizedList();
  const { data: locations, isPending, isError } = useStoreLocations();
  return (
    <section className={styles.book} aria-labelledby="book-valuation-title" data-testid="book-valuation">
      <h2 id="book-valuation-title" className={styles.heading}>
        {t('oldGold.book.title')}
      </h2>
      <p className={styles.lead}>{t('oldGold.book.lead')}</p>
      <p>
        <Link to={href('appointments', {}, { kind: 'store', ...(note ? { note } : {}) })} className={buttons.primary}>
          {t('oldGold.book.online')}
        </Link>
      </p>
      {isPending && <p className={styles.status}>{t('oldGold.book.loading')}</p>}
      {isError && <p className={styles.status}>{t('oldGold.book.failed')}</p>}
      {locations && (
        <ul className={styles.stores}>
          {locations.map((location) => (
            <li key={location.slug} className={styles.store}>
              <h3 className={styles.name}>{localized(location.name)}</h3>
              <p className={styles.address}>{localizedLines(location.addressLines).join(', ')}</p>
              <a className={`${buttons.secondary} ${styles.call}`} href={`tel:${location.phone.replace(/\s/g, '')}`}>
                {t('oldGold.book.call', { phone: location.phone })}
              </a>
              <OpeningHours hours={location.hours} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <Link to={href('store-locator')} className={buttons.textLink}>
          {t('oldGold.book.allStores')}
        </Link>
      </p>
    </section>
  );
}
