import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataCipher, DataCipherError } from '../../lib/data-cipher';
import type { TestApp } from '../../test/create-test-app';
import { openOrderAddress, sealOrderAddress, type OpenedOrderAddress } from './order-address-seal';
import { call, createOrdersTestApp, placeOk, plainProducts, shopper, stock, TEST_DATA_KEY } from './orders-test-helpers';

const cipher = createDataCipher(TEST_DATA_KEY);
const ADDRESS: OpenedOrderAddress = {
  addressId: 'addr-1',
  title: 'Home',
  addressType: 'HOME',
  name: 'Meera Iyer',
  address: '14 Johari Bazaar',
  formattedAddress: '14 Johari Bazaar, Jaipur',
  contactNumber: '9876543210',
  pinCode: '302001',
  city: 'Jaipur',
  district: 'Jaipur',
  state: 'Rajasthan',
  stateCode: '08',
  coordinates: [75.8235, 26.9196],
  instruction: 'Ring twice',
  codAvailable: true,
};

describe('sealOrderAddress / openOrderAddress', () => {
  it('keeps the place in the clear, seals the person, and opens to the same address', () => {
    const stored = sealOrderAddress(cipher, 'order-1', ADDRESS);
    expect(stored).toEqual({
      addressId: 'addr-1', title: 'Home', addressType: 'HOME', city: 'Jaipur', district: 'Jaipur',
      state: 'Rajasthan', stateCode: '08', coordinates: [75.8235, 26.9196], codAvailable: true, sealed: expect.stringMatching(/^v2\./),
    });
    for (const personal of ['Meera', 'Johari', '9876543210', 'Ring twice', '302001']) expect(JSON.stringify(stored)).not.toContain(personal);
    expect(openOrderAddress(cipher, 'order-1', stored)).toEqual(ADDRESS);
  });

  it('refuses a tampered value, one copied from another order, and one under another key', () => {
    const stored = sealOrderAddress(cipher, 'order-1', ADDRESS);
    const [version, keyId, iv, tag, body] = stored.sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => openOrderAddress(cipher, 'order-1', { ...stored, sealed: [version, keyId, iv, tag, flipped].join('.') })).toThrow(DataCipherError);
    expect(() => openOrderAddress(cipher, 'order-2', stored)).toThrow(DataCipherError);
    expect(() => openOrderAddress(createDataCipher('another-data-key-of-at-least-32-characters'), 'order-1', stored)).toThrow(DataCipherError);
  });
});

describe('orders.shipping_address at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores neither the phone, the street nor the PIN in the row, while the order answer shows them', async () => {
    const [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { stockQuantity: 5, codAvailable: true });
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who);

    const result = (await t.database.db.execute(sql`select shipping_address::text as stored from orders where id = ${order.id}`)) as unknown as { rows: Array<{ stored: string }> };
    const stored = result.rows[0]!.stored;
    expect(stored).not.toContain('9876543210');
    expect(stored).not.toContain('Johari');
    expect(stored).not.toContain('302001');
    expect(JSON.parse(stored)).toMatchObject({ city: 'Jaipur', state: 'Rajasthan', sealed: expect.stringMatching(/^v2\./) });

    const answer = await call(t, 'GET', `/api/orders/${order.id}`, who.authorization);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.shippingAddress).toMatchObject({ contactNumber: '9876543210', address: '14 Johari Bazaar', formattedAddress: '14 Johari Bazaar, Jaipur', city: 'Jaipur', pinCode: '302001' });
    // Tracking shows the journey and the destination's city, state and PIN only.
    const track = await call(t, 'GET', `/api/orders/track/${order.id}`, who.authorization);
    expect(track.statusCode, track.body).toBe(200);
    expect(track.body).not.toContain('9876543210');
    expect(track.body).not.toContain('Johari');
  });
});
