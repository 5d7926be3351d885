import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, type AddressInput } from '@aabhushan/shared/schemas/address';
import { addresses } from '../../db/schema/index';
import { createDataCipher } from '../../lib/data-cipher';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { createTestApp, TEST_DATA_KEY, type TestApp } from '../../test/create-test-app';
import { signIn } from '../../test/signed-in-customer';
import { createAddressService } from './addresses.service';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOME: AddressInput = {
  title: 'Home',
  address_type: 'HOME',
  formatted_address: '14 Johari Bazaar, Jaipur, Rajasthan 302003',
  address: 'Flat 2, 14 Johari Bazaar',
  contact_number: '98290 19850',
  pin_code: '302003',
  coordinates: [75.834, 26.918],
  type: 'Point',
};
const OFFICE: AddressInput = { ...HOME, title: 'Office', address_type: 'OFFICE', pin_code: '560001', coordinates: [77.599, 12.977], instruction: 'Reception, 3rd floor' };

function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, authorization?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
}
const add = (authorization: string, body: object) => call(t, 'POST', '/api/address', authorization, body);
const list = async (authorization: string) => (await call(t, 'GET', '/api/address', authorization)).json().data as Array<{ id: string; title: string; default: boolean }>;
const defaults = async (authorization: string) => (await list(authorization)).filter((a) => a.default).map((a) => a.title);

describe('addresses API: access', () => {
  it('answers 401 on every call without a bearer token', async () => {
    const calls = [['GET', '/api/address'], ['POST', '/api/address'], ['GET', '/api/address/x'], ['PUT', '/api/address/x'], ['DELETE', '/api/address/x'], ['PATCH', '/api/address/x/default']] as const;
    for (const [method, url] of calls) {
      const response = await call(t, method, url, undefined, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(refusal(SIGN_IN_REQUIRED_MESSAGE));
    }
  });
});

describe('addresses API: adding and reading', () => {
  it('adds the first address as the default, with every field of the spec and the place from its PIN', async () => {
    const { authorization } = await signIn(t);
    expect(await list(authorization)).toEqual([]);
    const response = await add(authorization, HOME);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Address added successfully!' });
    const address = response.json().data;
    expect(address).toMatchObject({
      title: 'Home', address_type: 'HOME', formatted_address: HOME.formatted_address, address: HOME.address,
      contact_number: '9829019850', pin_code: '302003', coordinates: [75.834, 26.918], type: 'Point', default: true, status: 'ACTIVE',
      city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', stateCode: 'RJ',
    });
    expect(address._id).toBe(address.id);
    expect(address).not.toHaveProperty('instruction');
    const one = await call(t, 'GET', `/api/address/${address.id}`, authorization);
    expect(one.json()).toMatchObject({ success: true, data: address });
    const listed = await call(t, 'GET', '/api/address', authorization);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().data).toEqual([address]);
  });

  it('keeps the first as default when a second is added, unless the second asks to be the default', async () => {
    const { authorization } = await signIn(t);
    await add(authorization, HOME);
    const second = (await add(authorization, OFFICE)).json().data;
    expect(second).toMatchObject({ default: false, instruction: 'Reception, 3rd floor', city: 'Bangalore', state: 'Karnataka' });
    expect(await defaults(authorization)).toEqual(['Home']);
    await add(authorization, { ...HOME, title: 'Parents', default: true });
    expect(await defaults(authorization)).toEqual(['Parents']);
    expect((await list(authorization)).map((a) => a.title)).toEqual(['Home', 'Office', 'Parents']);
  });

  it.each([
    [{ title: '' }, ADDRESS_MESSAGES.titleRequired],
    [{ title: '   ' }, 'Address title is required'],
    [{ address_type: 'CASTLE' }, 'Address type is required'],
    [{ formatted_address: '' }, 'Formatted address is required'],
    [{ address: '' }, 'Address details are required'],
    [{ contact_number: '' }, 'Contact number is required'],
    [{ contact_number: '12345' }, 'Invalid contact number format'],
    [{ contact_number: '5829019850' }, 'Invalid contact number format'],
    [{ pin_code: '' }, 'PIN code is required'],
    [{ pin_code: '012345' }, 'Invalid PIN code format'],
    [{ pin_code: '30200' }, 'Invalid PIN code format'],
    [{ coordinates: [75.8] }, 'Valid coordinates are required'],
    [{ coordinates: [75.8, 26.9, 1] }, 'Valid coordinates are required'],
    [{ coordinates: ['a', 'b'] }, 'Valid coordinates are required'],
    [{ coordinates: [200, 26.9] }, 'Valid coordinates are required'],
  ])('refuses %o with the spec\'s message and saves nothing', async (change, message) => {
    const { authorization } = await signIn(t);
    const response = await add(authorization, { ...HOME, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message));
    expect(await list(authorization)).toEqual([]);
  });

  it('names a missing field with its own message', async () => {
    const { authorization } = await signIn(t);
    const { title: _title, ...withoutTitle } = HOME;
    expect((await add(authorization, withoutTitle)).json().message).toBe('Address title is required');
    const { coordinates: _coordinates, ...withoutPoint } = HOME;
    expect((await add(authorization, withoutPoint)).json().message).toBe('Valid coordinates are required');
  });

  it('leaves exactly one default when several first addresses arrive at once', async () => {
    const { authorization } = await signIn(t);
    const responses = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((title) => add(authorization, { ...HOME, title })));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await defaults(authorization)).toHaveLength(1);
  });

  it('caps a customer at 20 addresses with a clear message', async () => {
    const { authorization } = await signIn(t);
    for (let index = 0; index < 20; index += 1) expect((await add(authorization, { ...HOME, title: `A${index}` })).statusCode).toBe(201);
    const refused = await add(authorization, HOME);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You can save up to 20 addresses. Delete one you no longer use to add another.');
  });
});

describe('addresses API: changing', () => {
  it('updates the fields sent with the spec\'s message, and checks them as on create', async () => {
    const { authorization } = await signIn(t);
    const home = (await add(authorization, HOME)).json().data;
    const response = await call(t, 'PUT', `/api/address/${home.id}`, authorization, { title: 'Home (new)', pin_code: '400001', instruction: 'Ring twice' });
    expect(response.json()).toMatchObject({ success: true, message: 'Address updated successfully!', data: { title: 'Home (new)', pin_code: '400001', city: 'Mumbai', state: 'Maharashtra', instruction: 'Ring twice', default: true, address: HOME.address } });
    const bad = await call(t, 'PUT', `/api/address/${home.id}`, authorization, { contact_number: '123' });
    expect(bad.json()).toEqual(refusal('Invalid contact number format'));
    const cleared = await call(t, 'PUT', `/api/address/${home.id}`, authorization, { instruction: '' });
    expect(cleared.json().data).not.toHaveProperty('instruction');
  });

  it('sets one default at a time, and keeps the default when asked to unset it', async () => {
    const { authorization } = await signIn(t);
    const home = (await add(authorization, HOME)).json().data;
    const office = (await add(authorization, OFFICE)).json().data;
    const response = await call(t, 'PATCH', `/api/address/${office.id}/default`, authorization);
    expect(response.json()).toMatchObject({ success: true, message: 'Default address updated', data: { id: office.id, default: true } });
    expect(await defaults(authorization)).toEqual(['Office']);
    await call(t, 'PUT', `/api/address/${home.id}`, authorization, { default: true });
    expect(await defaults(authorization)).toEqual(['Home']);
    await call(t, 'PUT', `/api/address/${home.id}`, authorization, { default: false });
    expect(await defaults(authorization)).toEqual(['Home']);
  });

  it('deleting the default makes the first remaining address the default; deleting the last leaves none', async () => {
    const { authorization } = await signIn(t);
    const home = (await add(authorization, HOME)).json().data;
    const office = (await add(authorization, OFFICE)).json().data;
    const parents = (await add(authorization, { ...HOME, title: 'Parents' })).json().data;
    await call(t, 'PATCH', `/api/address/${parents.id}/default`, authorization);
    const deleted = await call(t, 'DELETE', `/api/address/${parents.id}`, authorization);
    expect(deleted.json()).toEqual({ success: true, message: 'Address deleted successfully', data: null });
    expect(await defaults(authorization)).toEqual(['Home']);
    await call(t, 'DELETE', `/api/address/${office.id}`, authorization);
    expect(await defaults(authorization)).toEqual(['Home']);
    await call(t, 'DELETE', `/api/address/${home.id}`, authorization);
    expect(await list(authorization)).toEqual([]);
    expect((await call(t, 'DELETE', `/api/address/${home.id}`, authorization)).statusCode).toBe(404);
  });

  it("answers 404 'Address not found' for another customer's address and changes nothing", async () => {
    const owner = await signIn(t, 'Owner');
    const other = await signIn(t, 'Other');
    const home = (await add(owner.authorization, HOME)).json().data;
    const attempts = [
      ['GET', `/api/address/${home.id}`, undefined], ['PUT', `/api/address/${home.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/address/${home.id}`, undefined], ['PATCH', `/api/address/${home.id}/default`, undefined],
      ['GET', '/api/address/no-such-id', undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      const response = await call(t, method, url, other.authorization, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(refusal('Address not found'));
    }
    expect(await list(other.authorization)).toEqual([]);
    expect((await list(owner.authorization))[0]).toMatchObject({ title: 'Home', default: true });
  });
});

describe('addresses: encryption at rest', () => {
  it('stores the phone number, street address and PIN sealed, never as plaintext', async () => {
    const { userId, authorization } = await signIn(t);
    const office = (await add(authorization, OFFICE)).json().data;
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.userId, userId));
    const sealed = [row!.contactNumberSealed, row!.addressSealed, row!.formattedAddressSealed, row!.instructionSealed!, row!.pinCodeSealed];
    for (const value of sealed) expect(value).toMatch(/^v2\./);
    expect(sealed.join(' ')).not.toMatch(/9829019850|Johari|Reception|560001/);
    const cipher = createDataCipher(TEST_DATA_KEY);
    expect(cipher.open(row!.contactNumberSealed, `address:${office.id}:contact_number`)).toBe('9829019850');
    expect(cipher.open(row!.pinCodeSealed, `address:${office.id}:pin_code`)).toBe('560001');
    expect(row).toMatchObject({ longitude: 77.599, latitude: 12.977 });
  });

  it('keeps a gift recipient\'s name, sealed, and clears it when sent empty', async () => {
    const { userId, authorization } = await signIn(t);
    const added = await add(authorization, { ...HOME, title: 'Didi', name: '  Priya Sharma ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.name).toBe('Priya Sharma');
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.userId, userId));
    expect(row!.recipientNameSealed).toMatch(/^v2\./);
    expect(row!.recipientNameSealed).not.toContain('Priya');
    const cleared = await call(t, 'PUT', `/api/address/${added.json().data.id}`, authorization, { name: '' });
    expect(cleared.json().data).not.toHaveProperty('name');
    const tooLong = await add(authorization, { ...HOME, name: 'x'.repeat(81) });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, "The recipient's name must be at most 80 characters"]);
    expect((await add(authorization, HOME)).json().data).not.toHaveProperty('name');
  });

  it('getOwnedAddress answers the opened address for its owner only (for orders)', async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const home = (await add(owner.authorization, HOME)).json().data;
    const service = createAddressService(t.database.db, { cipher: createDataCipher(TEST_DATA_KEY) });
    expect(await service.getOwnedAddress(owner.userId, home.id)).toEqual(home);
    expect(await service.getOwnedAddress(other.userId, home.id)).toBeNull();
    // Under another key the sealed fields do not open: the key really protects them.
    const stranger = createAddressService(t.database.db, { cipher: createDataCipher('x'.repeat(40)) });
    await expect(stranger.getOwnedAddress(owner.userId, home.id)).rejects.toThrow();
  });
});
