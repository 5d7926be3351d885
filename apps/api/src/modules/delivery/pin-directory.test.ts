import { describe, expect, it } from 'vitest';
import { findPin } from './pin-directory';

describe('findPin (India Post PIN directory)', () => {
  it('knows the store\'s own PIN and the metros', () => {
    expect(findPin('302003')).toEqual({
      pin: '302003', city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', stateCode: 'RJ', gstStateCode: '08',
      zone: 'metro', codAvailable: true, estimatedDays: 5, coordinates: [75.834, 26.918],
    });
    expect(findPin('400001')).toMatchObject({ state: 'Maharashtra', stateCode: 'MH', gstStateCode: '27', zone: 'metro' });
    expect(findPin('110001')).toMatchObject({ state: 'Delhi', stateCode: 'DL', zone: 'metro' });
    expect(findPin('560001')).toMatchObject({ state: 'Karnataka', zone: 'metro' });
  });

  it('puts the rest of India in the standard zone and the islands and hills in the remote one', () => {
    expect(findPin('313001')).toMatchObject({ district: 'Udaipur', state: 'Rajasthan', zone: 'standard', estimatedDays: 6, codAvailable: true });
    expect(findPin('744101')).toMatchObject({ state: 'Andaman and Nicobar Islands', zone: 'remote', estimatedDays: 9, codAvailable: false });
    expect(findPin('194101')).toMatchObject({ district: 'Leh', state: 'Ladakh', stateCode: 'LA', zone: 'remote' });
    expect(findPin('500001')).toMatchObject({ state: 'Telangana', stateCode: 'TG' });
  });

  it('gives every known PIN a point in India', () => {
    for (const pin of ['180001', '682001', '781001', '403001', '605001']) {
      const [longitude, latitude] = findPin(pin)!.coordinates;
      expect(longitude, pin).toBeGreaterThan(68);
      expect(longitude, pin).toBeLessThan(98);
      expect(latitude, pin).toBeGreaterThan(6);
      expect(latitude, pin).toBeLessThan(37);
    }
  });

  it('answers null for malformed and unknown PINs', () => {
    for (const pin of ['', '30200', '3020031', '030200', 'abcdef', '302 003', '999999', '100000']) {
      expect(findPin(pin), pin).toBeNull();
    }
    expect(findPin(' 302003 ')?.pin).toBe('302003');
  });
});
