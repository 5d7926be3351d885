import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { roundPoint, type MapViewProps } from './map-types';
import styles from './address-map.module.css';

/** No tile within this long: the map is not reachable (offline, blocked). */
const TILE_TIMEOUT_MS = 8000;

/**
 * OpenStreetMap through Leaflet (docs/decisions.md, the map without a Google key). Loaded
 * only when the address form opens. A draggable pin; a tap moves it there.
 */
export default function LeafletMap({ config, point, onPick, onUnavailable, markerLabel }: MapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const callbacks = useRef({ onPick, onUnavailable });
  callbacks.current = { onPick, onUnavailable };
  const initial = useRef(point);

  useEffect(() => {
    const start = initial.current ?? config.defaultCentre;
    const view = L.map(element.current!, { center: [start[1], start[0]], zoom: initial.current ? 15 : config.defaultZoom, scrollWheelZoom: false });
    let tilesLoaded = false;
    const tiles = L.tileLayer(config.tileUrl, { maxZoom: 19, attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' });
    const giveUp = () => {
      if (!tilesLoaded) callbacks.current.onUnavailable();
    };
    tiles.on('tileload', () => {
      tilesLoaded = true;
    });
    tiles.on('tileerror', giveUp);
    const timer = setTimeout(giveUp, TILE_TIMEOUT_MS);
    tiles.addTo(view);
    const pin = L.marker([start[1], start[0]], {
      draggable: true,
      title: markerLabel,
      alt: markerLabel,
      icon: L.divIcon({ className: styles.pin!, iconSize: [28, 28], iconAnchor: [14, 28] }),
    });
    if (initial.current) pin.addTo(view);
    const pick = (latLng: L.LatLng) => callbacks.current.onPick(roundPoint(latLng.lng, latLng.lat));
    pin.on('dragend', () => pick(pin.getLatLng()));
    view.on('click', (event: L.LeafletMouseEvent) => {
      pin.setLatLng(event.latlng).addTo(view);
      pick(event.latlng);
    });
    map.current = view;
    marker.current = pin;
    return () => {
      clearTimeout(timer);
      view.remove();
      map.current = null;
    };
  }, [config, markerLabel]);

  // A point from outside (the PIN code, a place search) moves the pin and the view.
  useEffect(() => {
    const view = map.current;
    const pin = marker.current;
    if (!view || !pin || !point) return;
    const current = pin.getLatLng();
    if (view.hasLayer(pin) && Math.abs(current.lng - point[0]) < 1e-6 && Math.abs(current.lat - point[1]) < 1e-6) return;
    pin.setLatLng([point[1], point[0]]).addTo(view);
    view.setView([point[1], point[0]], Math.max(view.getZoom(), 14));
  }, [point]);

  return <div ref={element} className={styles.canvas} />;
}
