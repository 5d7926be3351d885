import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapsConfigEnvelopeSchema, OSM_TILE_URL, type MapsConfig } from '@aabhushan/shared/schemas/delivery';
import { ok } from '../../lib/envelope';

/** The origins the address map needs beyond 'self', for the Content-Security-Policy. */
export function mapContentSecurity(googleMapsApiKey: string | undefined) {
  const osmTiles = 'https://tile.openstreetmap.org';
  if (!googleMapsApiKey) return { imgSrc: [osmTiles], scriptSrc: [], connectSrc: [], styleSrc: [], fontSrc: [] };
  // What Google documents for the Maps JavaScript API with the places library.
  return {
    imgSrc: [osmTiles, 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com'],
    scriptSrc: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
    connectSrc: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
    styleSrc: ['https://fonts.googleapis.com'],
    fontSrc: ['https://fonts.gstatic.com'],
  };
}

/** GET /api/public/maps: the address form asks which map to load; the key is never in the bundle. */
export async function mapsConfigRoutes(app: FastifyInstance, { googleMapsApiKey }: { googleMapsApiKey?: string }) {
  const config: MapsConfig = {
    provider: googleMapsApiKey ? 'google' : 'osm',
    googleMapsApiKey: googleMapsApiKey ?? null,
    tileUrl: OSM_TILE_URL,
    defaultCentre: [77.209, 28.6139],
    defaultZoom: 12,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/maps',
    { schema: { tags: ['delivery'], response: { 200: mapsConfigEnvelopeSchema } } },
    async () => ok(config, 'Map settings'),
  );
}
