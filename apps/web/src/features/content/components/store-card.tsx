import { useTranslation } from 'react-i18next';
import type { StoreLocation } from '@aabhushan/shared/schemas/content';
import { useLocalized } from '../../../lib/use-localized';
import { useLocalizedList } from '../../../lib/use-localized-list';
import { LocationMap } from './location-map';
import { OpeningHours } from './opening-hours';
import styles from './store-card.module.css';

/** A showroom: name (flagship marked), map with address and directions, phone, e-mail and hours; its words in the shopper's language, else English. */
export function StoreCard({ location }: { location: StoreLocation }) {
  const { t } = useTranslation();
  const name = useLocalized()(location.name);
  const addressLines = useLocalizedList()(location.addressLines);
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <h2 className={styles.name}>{name}</h2>
        {location.isFlagship && <span className={styles.flagship}>{t('content.stores.flagship')}</span>}
      </header>
      <LocationMap name={name} addressLines={addressLines} coordinates={location.coordinates} />
      <p className={styles.contact}>
        <a href={`tel:${location.phone.replace(/\s/g, '')}`}>
          {t('content.stores.call')} {location.phone}
        </a>
        <a href={`mailto:${location.email}`}>{location.email}</a>
      </p>
      <OpeningHours hours={location.hours} />
    </article>
  );
}
