import { useEffect, useRef } from 'react';
import { roundPoint, type MapViewProps, type PickedPlace } from './map-types';
import styles from './address-map.module.css';

/** The few pieces of the Maps JavaScript API this form uses (no typings package is installed). */
interface LatLng { lat(): number; lng(): number }
interface Listenable { addListener(event: string, handler: (event: { latLng?: LatLng }) => void): void }
interface GoogleMarker extends Listenable { setPosition(position: { lat: number; lng: number }): void; getPosition(): LatLng | null }
interface GoogleMap extends Listenable { panTo(position: { lat: number; lng: number }): void; setZoom(zoom: number): void }
interface AddressComponent { long_name: string; types: string[] }
interface Place { formatted_address?: string; name?: string; geometry?: { location?: LatLng }; address_components?: AddressComponent[] }
interface Autocomplete extends Listenable { getPlace(): Place }
interface GoogleMaps {
  Map: new (element: HTMLElement, options: object) => GoogleMap;
  Marker: new (options: object) => GoogleMarker;
  places: { Autocomplete: new (input: HTMLInputElement, options: object) => Autocomplete };
}
type MapsWindow = Window & { google?: { maps: GoogleMaps }; gm_authFailure?: () => void; aabhushanMapsReady?: () => void };

const SCRIPT_TIMEOUT_MS = 10_000;
let loading: Promise<GoogleMaps> | undefined;

/** Loads the Maps script with its places library once (spec B section 7: on demand, with the configured key). */
function loadGoogleMaps(key: string): Promise<GoogleMaps> {
  const w = window as MapsWindow;
  if (w.google?.maps?.places) return Promise.resolve(w.google.maps);
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Google Maps did not load')), SCRIPT_TIMEOUT_MS);
    w.aabhushanMapsReady = () => {
      clearTimeout(timer);
      resolve(w.google!.maps);
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&callback=aabhushanMapsReady`;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Google Maps did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function toPlace(place: Place): PickedPlace | null {
  const location = place.geometry?.location;
  if (!location) return null;
  const pin = place.address_components?.find((part) => part.types.includes('postal_code'))?.long_name;
  return {
    formatted_address: place.formatted_address ?? place.name ?? '',
    address: place.name ?? place.formatted_address ?? '',
    ...(pin ? { pin_code: pin } : {}),
    coordinates: roundPoint(location.lng(), location.lat()),
  };
}

/** Google Maps with the places autocomplete (docs/decisions.md, when the store has a key). */
export default function GoogleMapView({ config, point, onPick, onPlace, onUnavailable, markerLabel, searchLabel }: MapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const parts = useRef<{ map: GoogleMap; marker: GoogleMarker } | null>(null);
  const callbacks = useRef({ onPick, onPlace, onUnavailable });
  callbacks.current = { onPick, onPlace, onUnavailable };
  const initial = useRef(point);

  useEffect(() => {
    let cancelled = false;
    (window as MapsWindow).gm_authFailure = () => callbacks.current.onUnavailable();
    loadGoogleMaps(config.googleMapsApiKey ?? '').then(
      (maps) => {
        if (cancelled || !element.current) return;
        const start = initial.current ?? config.defaultCentre;
        const position = { lat: start[1], lng: start[0] };
        const map = new maps.Map(element.current, { center: position, zoom: initial.current ? 15 : config.defaultZoom, streetViewControl: false, mapTypeControl: false });
        const marker = new maps.Marker({ position, map, draggable: true, title: markerLabel });
        const pick = (latLng?: LatLng) => latLng && callbacks.current.onPick(roundPoint(latLng.lng(), latLng.lat()));
        marker.addListener('dragend', (event) => pick(event.latLng));
        map.addListener('click', (event) => {
          if (event.latLng) marker.setPosition({ lat: event.latLng.lat(), lng: event.latLng.lng() });
          pick(event.latLng);
        });
        const autocomplete = new maps.places.Autocomplete(search.current!, {
          componentRestrictions: { country: 'in' },
          fields: ['formatted_address', 'geometry', 'address_components', 'name'],
          types: ['geocode'],
        });
        autocomplete.addListener('place_changed', () => {
          const place = toPlace(autocomplete.getPlace());
          if (place) callbacks.current.onPlace?.(place);
        });
        parts.current = { map, marker };
      },
      () => !cancelled && callbacks.current.onUnavailable(),
    );
    return () => {
      cancelled = true;
    };
  }, [config, markerLabel]);

  useEffect(() => {
    if (!parts.current || !point) return;
    const position = { lat: point[1], lng: point[0] };
    parts.current.marker.setPosition(position);
    parts.current.map.panTo(position);
  }, [point]);

  return (
    <div className={styles.google}>
      <input ref={search} className={styles.search} type="search" placeholder={searchLabel} aria-label={searchLabel} />
      <div ref={element} className={styles.canvas} />
    </div>
  );
}
