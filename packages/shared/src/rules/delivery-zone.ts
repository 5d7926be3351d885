/**
 * Delivery zones for standard shipping, by PIN and state (docs/decisions.md). Couriers reach
 * the big cities fastest and the islands, the north-east hills and Jammu, Kashmir and Ladakh
 * slowest; cash on delivery is not offered where the courier cannot collect it reliably.
 */
export type DeliveryZone = 'metro' | 'standard' | 'remote';

/**
 * First three digits of the metro cities' PINs: Delhi, Mumbai, Kolkata, Chennai, Bengaluru,
 * Hyderabad, Pune, Ahmedabad and Jaipur (the store's own city).
 */
export const METRO_PIN_PREFIXES: readonly string[] = ['110', '400', '700', '600', '560', '500', '411', '380', '302'];

/** State codes served as remote: islands, the north-east hill states, Sikkim, J&K and Ladakh. */
export const REMOTE_STATE_CODES: readonly string[] = ['AN', 'LD', 'JK', 'LA', 'AR', 'MN', 'ML', 'MZ', 'NL', 'TR', 'SK'];

/** Standard delivery days per zone; metro and standard sit inside the "5-7 days" of the settings. */
export const ZONE_DELIVERY_DAYS: Record<DeliveryZone, number> = { metro: 5, standard: 6, remote: 9 };

export function getDeliveryZone(pin: string, stateCode: string): DeliveryZone {
  if (REMOTE_STATE_CODES.includes(stateCode)) return 'remote';
  return METRO_PIN_PREFIXES.includes(pin.slice(0, 3)) ? 'metro' : 'standard';
}

/** Cash on delivery everywhere but the remote zone. */
export const isCodAvailableIn = (zone: DeliveryZone) => zone !== 'remote';
