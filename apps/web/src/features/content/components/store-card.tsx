import { useTranslation } from 'react-i18next';
import type { StoreLocation } from '@aabhushan/shared/schemas/content';
import { LocationMap } from './location-map';
import { OpeningHours } from './opening-hours';
import styles from './store-card.module.css';

/** A showroom: name (flagship marked), map with address and directions, phone, e-mail and hours. */
export function StoreCard({ location }: { location: StoreLocation }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <h2 className={styles.name}>{location.name}</h2>
        {location.isFlagship && <span className={styles.flagship}>{t('content.stores.flagship')}</span>}
      </header>
      <LocationMap name={location.name} addressLines={location.addressLines} coordinates={location.coordinates} />
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
