import { describe, expect, it } from 'vitest';
import { getDeliveryZone, isCodAvailableIn, ZONE_DELIVERY_DAYS } from './delivery-zone';

describe('getDeliveryZone', () => {
  it('serves the metros by PIN prefix, the remote states by state code, the rest as standard', () => {
    expect(getDeliveryZone('110001', 'DL')).toBe('metro');
    expect(getDeliveryZone('302003', 'RJ')).toBe('metro');
    expect(getDeliveryZone('313001', 'RJ')).toBe('standard');
    expect(getDeliveryZone('744101', 'AN')).toBe('remote');
    expect(getDeliveryZone('797001', 'NL')).toBe('remote');
  });

  it('offers COD outside the remote zone, and metro deliveries are the quickest', () => {
    expect(isCodAvailableIn('metro')).toBe(true);
    expect(isCodAvailableIn('standard')).toBe(true);
    expect(isCodAvailableIn('remote')).toBe(false);
    expect(ZONE_DELIVERY_DAYS.metro).toBeLessThan(ZONE_DELIVERY_DAYS.standard);
    expect(ZONE_DELIVERY_DAYS.standard).toBeLessThan(ZONE_DELIVERY_DAYS.remote);
  });
});
