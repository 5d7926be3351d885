import { useTranslation } from 'react-i18next';
import { getDirectionsUrl } from '../lib/opening-hours';
import styles from './location-map.module.css';

interface LocationMapProps {
  name: string;
  addressLines: readonly string[];
  coordinates: { latitude: number; longitude: number };
}

/**
 * The showroom on a drawn street map with its pin, address and a directions link. Drawn, not
 * tiled: the store renders offline and its content policy loads nothing from other hosts.
 */
export function LocationMap({ name, addressLines, coordinates }: LocationMapProps) {
  const { t } = useTranslation();
  const { latitude, longitude } = coordinates;
  return (
    <figure className={styles.map}>
      <svg viewBox="0 0 400 220" role="img" aria-label={t('content.mapLabel', { name })} className={styles.art} preserveAspectRatio="xMidYMid slice">
        <rect width="400" height="220" fill="#f4ede2" />
        <path d="M0 150 C80 140 140 170 220 150 S360 120 400 132" stroke="#d9c9ad" strokeWidth="18" fill="none" />
        <path d="M120 0 L150 220 M300 0 L260 220 M0 60 L400 84" stroke="#fff" strokeWidth="10" fill="none" />
        <path d="M0 60 L400 84" stroke="#e6ddd0" strokeWidth="2" fill="none" strokeDasharray="6 6" />
        <rect x="170" y="96" width="60" height="36" rx="4" fill="#efe3cc" />
        <rect x="40" y="96" width="70" height="40" rx="4" fill="#e9dfcf" />
        <rect x="300" y="20" width="70" height="40" rx="4" fill="#e9dfcf" />
        <g transform="translate(200 92)">
          <path d="M0 0 C-14 -18 -22 -28 -22 -40 A22 22 0 0 1 22 -40 C22 -28 14 -18 0 0 Z" fill="#6b1f2a" />
          <circle cy="-40" r="8" fill="#fbf8f3" />
        </g>
      </svg>
      <figcaption className={styles.caption}>
        <strong>{name}</strong>
        <span>{addressLines.join(', ')}</span>
        <span className={styles.coordinates}>
          {latitude.toFixed(4)}° N, {longitude.toFixed(4)}° E
        </span>
        <a href={getDirectionsUrl(coordinates)} target="_blank" rel="noopener noreferrer" className={styles.directions}>
          {t('content.directions')}
        </a>
      </figcaption>
    </figure>
  );
}
