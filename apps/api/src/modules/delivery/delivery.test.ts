import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const check = (path: string) => t.app.inject({ method: 'GET', url: `/api/delivery/check/${path}` });

describe('GET /api/delivery/check/{pin} (public)', () => {
  it('answers a known PIN with its place, days, standard shipping and COD', async () => {
    const response = await check('302003');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Delivery to Jaipur, Rajasthan in about 5 days',
      data: {
        pin: '302003', available: true, estimatedDays: 5, shippingCost: 50, message: 'Delivery to Jaipur, Rajasthan in about 5 days',
        city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', stateCode: 'RJ', codAvailable: true, coordinates: [75.834, 26.918], zone: 'metro',
      },
    });
  });

  it('makes standard shipping free from the store\'s threshold (₹25,000) when the amount is given', async () => {
    expect((await check('313001?amount=24999.99')).json().data).toMatchObject({ shippingCost: 50, estimatedDays: 6, zone: 'standard' });
    expect((await check('313001?amount=25000')).json().data.shippingCost).toBe(0);
    const bad = await check('313001?amount=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('amount must be a number of rupees from 0 to 1,00,00,000');
  });

  it('offers no cash on delivery in the remote zone', async () => {
    expect((await check('744101')).json().data).toMatchObject({ available: true, codAvailable: false, zone: 'remote', estimatedDays: 9, state: 'Andaman and Nicobar Islands' });
  });

  it.each(['999999', '012345', '30200', 'abcdef', '302%20003'])('answers %s with the spec\'s fallback', async (pin) => {
    const response = await check(pin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Delivery information unavailable' });
    expect(response.json().data).toMatchObject({
      available: true, estimatedDays: 7, shippingCost: 50, message: 'Delivery information unavailable', city: null, state: null, codAvailable: false,
    });
  });
});

describe('GET /api/public/maps', () => {
  it('names OpenStreetMap without a Google Maps key, and the CSP allows its tiles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/maps' });
    expect(response.json().data).toEqual({
      provider: 'osm', googleMapsApiKey: null, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', defaultCentre: [77.209, 28.6139], defaultZoom: 12,
    });
    expect(response.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
    expect(response.headers['content-security-policy']).not.toContain('googleapis');
  });

  it('names Google Maps with the configured key, and the CSP allows its script', async () => {
    const google = await createTestApp({ seed: false, config: { GOOGLE_MAPS_API_KEY: 'AIzaTestKey_0123456789abcdef' } });
    try {
      const response = await google.app.inject({ method: 'GET', url: '/api/public/maps' });
      expect(response.json().data).toMatchObject({ provider: 'google', googleMapsApiKey: 'AIzaTestKey_0123456789abcdef' });
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com/);
    } finally {
      await google.close();
    }
  });
});
