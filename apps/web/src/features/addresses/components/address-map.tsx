import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapsConfig } from '../api/get-maps-config';
import type { MapPoint, PickedPlace } from './map-types';
import styles from './address-map.module.css';

// Map code loads with the form, never with a first view (the store's budgets, docs/performance.md).
const LeafletMap = lazy(() => import('./leaflet-map'));
const GoogleMapView = lazy(() => import('./google-map'));

export type LocationSource = 'pin' | 'map' | 'saved' | null;

interface AddressMapProps {
  point: MapPoint | null;
  source: LocationSource;
  pin: string;
  onPick: (point: MapPoint) => void;
  onPlace: (place: PickedPlace) => void;
  error?: string;
}

/**
 * The map picker (docs/decisions.md): Google Maps with its places search when the store has
 * a key, else OpenStreetMap; when neither loads (no internet), an honest note, and the point
 * comes from the PIN code so the address can still be saved.
 */
export function AddressMap({ point, source, pin, onPick, onPlace, error }: AddressMapProps) {
  const { t } = useTranslation();
  const config = useMapsConfig();
  const [googleFailed, setGoogleFailed] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const useGoogle = config.data?.provider === 'google' && !googleFailed;
  const View = useGoogle ? GoogleMapView : LeafletMap;
  const status = unavailable
    ? t('addresses.map.offline')
    : source === 'pin'
      ? t('addresses.map.fromPin', { pin })
      : source === 'map'
        ? t('addresses.map.chosen')
        : point
          ? null
          : t('addresses.map.none');

  return (
    <div className={styles.wrap} role="group" aria-label={t('addresses.map.label')}>
      <p className={styles.label}>{t('addresses.map.label')}</p>
      {!unavailable && config.data && (
        <div className={styles.frame}>
          <Suspense fallback={<p className={styles.loading}>{t('addresses.map.loading')}</p>}>
            <View
              config={config.data}
              point={point}
              onPick={onPick}
              onPlace={onPlace}
              onUnavailable={() => (useGoogle ? setGoogleFailed(true) : setUnavailable(true))}
              markerLabel={t('addresses.map.marker')}
              searchLabel={t('addresses.map.search')}
            />
          </Suspense>
        </div>
      )}
      {!unavailable && <p className={styles.hint}>{t('addresses.map.hint')}</p>}
      {status && (
        <p className={unavailable ? styles.note : styles.status} role="status" data-testid="map-status">
          {status}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
