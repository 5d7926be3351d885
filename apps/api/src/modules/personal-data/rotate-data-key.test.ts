import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { addresses, confirmedPhones, orders, users } from '../../db/schema/index';
import { createDataCipher, DataCipherError } from '../../lib/data-cipher';
import { createTestApp, TEST_DATA_KEY, TEST_JWT_SECRET, type TestApp } from '../../test/create-test-app';
import { sealV1 } from '../../test/seal-v1';
import { signInStaff } from '../../test/signed-in-customer';
import { testCipher } from '../../test/test-cipher';
import { isPhoneConfirmed, recordConfirmedPhone } from '../phone-confirmation/confirmed-phones';
import { SECRETS, walkJourney } from './personal-data-test-helpers';
import { rotateDataKey } from './rotate-data-key';
import { SEALED_COLUMNS } from './sealed-columns';

const NEW_KEY = 'the-next-data-key-of-at-least-32-characters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every sealed value and lookup digest in the database that is not under the given cipher's current key. */
async function notUnderKey(cipher: typeof testCipher): Promise<string[]> {
  const db = t.database.db;
  const stale: string[] = [];
  for (const entry of SEALED_COLUMNS) {
    const rows = (await db.select({ value: entry.column }).from(entry.table).where(isNotNull(entry.column))) as Array<{ value: string }>;
    stale.push(...rows.filter((row) => !row.value.startsWith(cipher.sealedPrefix)).map(() => entry.name));
  }
  for (const order of await db.select().from(orders)) {
    if (!order.shippingAddress.sealed.startsWith(cipher.sealedPrefix)) stale.push('orders.shipping_address');
    if (order.contactPhoneDigest !== '' && !order.contactPhoneDigest.startsWith(cipher.digestPrefix)) stale.push('orders.contact_phone_digest');
  }
  for (const row of await db.select().from(confirmedPhones)) if (!row.phoneDigest.startsWith(cipher.digestPrefix)) stale.push('confirmed_phones.phone_digest');
  for (const row of await db.select({ digest: users.contactDigest }).from(users).where(isNotNull(users.contactDigest))) {
    if (!row.digest!.startsWith(cipher.digestPrefix)) stale.push('users.contact_digest');
  }
  return stale;
}

describe('rotateDataKey (npm run rotate-data-key)', () => {
  it('re-seals every value and digest under the new key, `v1` values included; the store reads them with the new key alone', async () => {
    const journey = await walkJourney(t);
    const db = t.database.db;
    // A value in the first sealed form, and a confirmed delivery phone.
    const v1 = sealV1(TEST_DATA_KEY, SECRETS.addressPhone, `address:${journey.addressId}:contact_number`);
    await db.update(addresses).set({ contactNumberSealed: v1 }).where(eq(addresses.id, journey.addressId));
    await recordConfirmedPhone(db, testCipher, journey.userId, SECRETS.addressPhone, new Date());

    const rotated = createDataCipher(NEW_KEY, [TEST_DATA_KEY]);
    expect(await notUnderKey(rotated)).toContain('addresses.contact_number_sealed');
    const report = await rotateDataKey(db, rotated);
    expect(report.resealed['users.contact']).toBeGreaterThan(0);
    expect(report.resealed['addresses.contact_number_sealed']).toBeGreaterThan(0);
    expect(report.resealed['addresses.pin_code_sealed']).toBeGreaterThan(0);
    expect(report.resealed['enquiries.number_sealed']).toBeGreaterThan(0);
    expect(report.orders).toBeGreaterThan(0);
    expect(report.contactDigests).toBeGreaterThan(0);
    expect(report.confirmedPhones).toEqual({ replaced: 1, left: 0 });
    expect(await notUnderKey(rotated)).toEqual([]);

    // Safe to run twice: nothing is left to move.
    const again = await rotateDataKey(db, rotated);
    expect([Object.values(again.resealed).every((count) => count === 0), again.orders, again.contactDigests, again.confirmedPhones]).toEqual([true, 0, 0, { replaced: 0, left: 0 }]);

    // The old key alone opens nothing any more; the new key alone opens everything.
    const [saved] = await db.select().from(addresses).where(eq(addresses.id, journey.addressId));
    expect(() => testCipher.open(saved!.contactNumberSealed, `address:${journey.addressId}:contact_number`)).toThrow(DataCipherError);
    const newOnly = createDataCipher(NEW_KEY);
    expect(newOnly.open(saved!.contactNumberSealed, `address:${journey.addressId}:contact_number`)).toBe(SECRETS.addressPhone);
    expect(await isPhoneConfirmed(db, newOnly, journey.userId, SECRETS.addressPhone)).toBe(true);

    const app = await buildApp({ config: { WEB_DIST_DIR: t.webDistDir, jwtSecret: TEST_JWT_SECRET, dataKey: NEW_KEY }, database: t.database });
    try {
      const get = (url: string, authorization = journey.authorization) => app.inject({ method: 'GET', url, headers: { authorization } });
      expect((await get('/api/auth/profile')).json().data).toMatchObject({ contact: SECRETS.accountPhone, dob: SECRETS.dob, area: SECRETS.area, pincode: SECRETS.accountPin });
      expect((await get('/api/address')).json().data[0]).toMatchObject({ address: SECRETS.street, contact_number: SECRETS.addressPhone, pin_code: SECRETS.addressPin });
      expect((await get(`/api/orders/${journey.order._id}`)).json().data.shippingAddress).toMatchObject({ contactNumber: SECRETS.addressPhone, pinCode: SECRETS.addressPin });
      const tracked = await app.inject({ method: 'POST', url: '/api/orders/track', payload: { orderNumber: journey.order.orderNumber, contact: SECRETS.addressPhone } });
      expect(tracked.statusCode, tracked.body).toBe(200);
      const staff = await signInStaff(t);
      const enquiries = (await get('/api/admin/enquiries?limit=100', staff.authorization)).json().data as Array<{ id: string; number: string }>;
      expect(enquiries.find((enquiry) => enquiry.id === journey.enquiryId)?.number).toBe(SECRETS.enquiryPhone);
      expect((await get(`/api/admin/customers?q=${SECRETS.accountPhone}`, staff.authorization)).json().data.map((customer: { id: string }) => customer.id)).toEqual([journey.userId]);
    } finally {
      await app.close();
    }
  });
});
