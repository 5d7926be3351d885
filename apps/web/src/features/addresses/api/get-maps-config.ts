import { useQuery } from '@tanstack/react-query';
import { OSM_TILE_URL, type MapsConfig } from '@aabhushan/shared/schemas/delivery';
import { apiGet } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** Without an answer the form still offers OpenStreetMap (docs/decisions.md). */
const OSM_DEFAULT: MapsConfig = { provider: 'osm', googleMapsApiKey: null, tileUrl: OSM_TILE_URL, defaultCentre: [77.209, 28.6139], defaultZoom: 12 };

/** GET /api/public/maps: Google Maps when the store has a key, else OpenStreetMap. */
export async function getMapsConfig(signal?: AbortSignal): Promise<MapsConfig> {
  try {
    return (await apiGet<MapsConfig>('/api/public/maps', { signal })).data;
  } catch {
    return OSM_DEFAULT;
  }
}

export function useMapsConfig() {
  return useQuery({ queryKey: addressKeys.maps(), queryFn: ({ signal }) => getMapsConfig(signal), staleTime: Infinity });
}
