import { z } from 'zod';
import { envelopeSchema } from './common';

export const DELIVERY_MESSAGES = {
  /** The spec's fallback for an unknown or malformed PIN (part B sections 7 and 8). */
  unavailable: 'Delivery information unavailable',
  invalidAmount: 'amount must be a number of rupees from 0 to 1,00,00,000',
} as const;

/** The spec's fallback answer: deliverable, 7 days, ₹50 (part B section 9). */
export const DELIVERY_FALLBACK = { available: true, estimatedDays: 7, shippingCost: 50 } as const;

// Any text: a PIN that cannot be read gets the fallback answer, not an error (the input boundary caps its length).
export const deliveryCheckParamsSchema = z.object({ pin: z.string() });
/** `amount` (rupees, optional): the order value, so free standard shipping shows as ₹0. */
export const deliveryCheckQuerySchema = z.object({
  amount: z.coerce
    .number({ error: DELIVERY_MESSAGES.invalidAmount })
    .min(0, { error: DELIVERY_MESSAGES.invalidAmount })
    .max(10_000_000, { error: DELIVERY_MESSAGES.invalidAmount })
    .optional(),
});

/** GET /api/delivery/check/{pin} (spec B section 3 plus the place the PIN belongs to). */
export const deliveryCheckSchema = z.object({
  pin: z.string(),
  available: z.boolean(),
  estimatedDays: z.number().int(),
  /** Standard shipping in rupees for the given amount (the standard fee when no amount is given). */
  shippingCost: z.number(),
  message: z.string(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  codAvailable: z.boolean(),
  /** [longitude, latitude] of the PIN's area, null when the PIN is unknown. */
  coordinates: z.tuple([z.number(), z.number()]).nullable(),
  zone: z.enum(['metro', 'standard', 'remote']).nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;
export const deliveryCheckEnvelopeSchema = envelopeSchema(deliveryCheckSchema);

/** OpenStreetMap's tile server, the address map without a Google Maps key. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** GET /api/public/maps: which map the address form loads (docs/decisions.md). */
export const mapsConfigSchema = z.object({
  provider: z.enum(['google', 'osm']),
  /** The browser key for the Maps JavaScript API (restricted by referrer in Google's console); null without one. */
  googleMapsApiKey: z.string().nullable(),
  tileUrl: z.string(),
  /** The spec's default centre (New Delhi) as [longitude, latitude] and zoom. */
  defaultCentre: z.tuple([z.number(), z.number()]),
  defaultZoom: z.number().int(),
});
export type MapsConfig = z.infer<typeof mapsConfigSchema>;
export const mapsConfigEnvelopeSchema = envelopeSchema(mapsConfigSchema);
