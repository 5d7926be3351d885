import type { MapsConfig } from '@aabhushan/shared/schemas/delivery';

/** [longitude, latitude], the order the API keeps. */
export type MapPoint = [number, number];

/** What a place search (Google's autocomplete) fills in. */
export interface PickedPlace {
  formatted_address: string;
  address: string;
  pin_code?: string;
  coordinates: MapPoint;
}

export interface MapViewProps {
  config: MapsConfig;
  point: MapPoint | null;
  /** The shopper moved the pin or tapped the map. */
  onPick: (point: MapPoint) => void;
  onPlace?: (place: PickedPlace) => void;
  /** The map could not load (no network, blocked script, bad key). */
  onUnavailable: () => void;
  markerLabel: string;
  searchLabel: string;
}

/** Six decimals: about 10 cm, more than a doorstep needs. */
export const roundPoint = (longitude: number, latitude: number): MapPoint => [
  Math.round(longitude * 1e6) / 1e6,
  Math.round(latitude * 1e6) / 1e6,
];
