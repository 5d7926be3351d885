import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, confirmedPhones, enquiries, mailOutbox, orders, users } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { createTestApp, TEST_DATA_KEY, type TestApp } from '../../test/create-test-app';
import { sealV1 } from '../../test/seal-v1';
import { signInStaff } from '../../test/signed-in-customer';
import { testCipher } from '../../test/test-cipher';
import { bearer, signedInUser } from '../auth/auth-test-helpers';
import { openOrderAddress } from '../orders/order-address-seal';
import { call } from '../orders/orders-test-helpers';
import { isPhoneConfirmed } from '../phone-confirmation/confirmed-phones';
import { dumpTextColumns, findInDump, SECRETS, walkJourney } from './personal-data-test-helpers';
import { unkeyedPhoneHash } from './phone-digest';
import { changedCount, sealPlainPersonalData } from './seal-plain-values';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('personal data at rest', () => {
  it('after a whole journey, no phone number, street line, PIN or date of birth is in any column in clear', async () => {
    const journey = await walkJourney(t);
    const dump = await dumpTextColumns(t.database.db);
    // The dump does read the accounts: the e-mail is kept in clear on purpose.
    expect(findInDump(dump, [journey.email])).not.toEqual([]);
    expect(findInDump(dump, Object.values(SECRETS))).toEqual([]);

    // Only storage changed: the answers carry every value as given.
    const profile = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: journey.authorization } })).json().data;
    expect(profile).toMatchObject({ contact: SECRETS.accountPhone, dob: SECRETS.dob, area: SECRETS.area, pincode: SECRETS.accountPin });
    const [address] = (await call(t, 'GET', '/api/address', journey.authorization)).json().data;
    expect(address).toMatchObject({ address: SECRETS.street, contact_number: SECRETS.addressPhone, pin_code: SECRETS.addressPin, city: 'Jaipur' });
    const order = (await call(t, 'GET', `/api/orders/${journey.order._id}`, journey.authorization)).json().data;
    expect(order.shippingAddress).toMatchObject({ address: SECRETS.street, contactNumber: SECRETS.addressPhone, pinCode: SECRETS.addressPin });
    const tracked = await t.app.inject({ method: 'POST', url: '/api/orders/track', payload: { orderNumber: journey.order.orderNumber, contact: `+91 ${SECRETS.addressPhone}` } });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data.destination).toEqual({ city: 'Jaipur', state: 'Rajasthan', pinCode: SECRETS.addressPin });

    // Staff still read the enquiry's phone and find the customer by the whole phone number.
    const staff = await signInStaff(t);
    const listed = (await call(t, 'GET', '/api/admin/enquiries?limit=100', staff.authorization)).json().data as Array<{ id: string; number: string }>;
    expect(listed.find((enquiry) => enquiry.id === journey.enquiryId)?.number).toBe(SECRETS.enquiryPhone);
    const found = (await call(t, 'GET', `/api/admin/customers?q=${SECRETS.accountPhone}`, staff.authorization)).json().data as Array<{ id: string; contact: string }>;
    expect(found.map((customer) => [customer.id, customer.contact])).toEqual([[journey.userId, SECRETS.accountPhone]]);
    expect((await call(t, 'GET', `/api/admin/customers?q=${SECRETS.accountPhone.slice(0, 6)}`, staff.authorization)).json().data).toEqual([]);
  });

  it('the start-up pass seals what an earlier release kept in clear, once, and the answers stay the same', async () => {
    const legacy = { phone: '9445566778', dob: '1979-12-02', area: 'Shastri Nagar Block C', pin: '302019', addressPin: '302022', enquiryPhone: '9445566780', mailPhone: '9445566781' };
    const journey = await walkJourney(t);
    const db = t.database.db;
    // Rows as an earlier release wrote them: the account, an address's PIN, an enquiry, a mail body in clear ...
    await db.execute(sql`update users set contact = ${legacy.phone}, dob = ${legacy.dob}, area = ${legacy.area}, pincode = ${legacy.pin}, contact_digest = null where id = ${journey.userId}`);
    await db.execute(sql`update addresses set pin_code_sealed = ${legacy.addressPin} where id = ${journey.addressId}`);
    const enquiryId = newId();
    await db.insert(enquiries).values({ id: enquiryId, name: 'Old Sender', email: 'old.sender@example.in', numberSealed: legacy.enquiryPhone, category: 'general', message: 'Hello' });
    await db.insert(mailOutbox).values({ id: newId(), to: 'store@example.in', subject: 'New enquiry', text: `Phone: ${legacy.mailPhone}` });
    // ... an order with its PIN beside a `v1` sealed part and an unkeyed phone digest, and a confirmed phone's unkeyed digest.
    const [row] = await db.select().from(orders).where(eq(orders.id, journey.order._id));
    const { pinCode, name, address, formattedAddress, contactNumber, instruction, ...clear } = openOrderAddress(testCipher, row!.id, row!.shippingAddress);
    const v1 = sealV1(TEST_DATA_KEY, JSON.stringify({ name, address, formattedAddress, contactNumber, instruction }), `order:${row!.id}:shipping_address`);
    await db.execute(sql`update orders set shipping_address = ${JSON.stringify({ ...clear, pinCode, sealed: v1 })}::jsonb, contact_phone_digest = ${unkeyedPhoneHash(contactNumber)} where id = ${row!.id}`);
    await db.insert(confirmedPhones).values({ userId: journey.userId, phoneDigest: unkeyedPhoneHash(SECRETS.addressPhone), confirmedAt: new Date() });

    const legacySecrets = [...Object.values(legacy), SECRETS.addressPin, SECRETS.addressPhone];
    expect(findInDump(await dumpTextColumns(db), legacySecrets).length).toBeGreaterThanOrEqual(Object.keys(legacy).length);

    const first = await sealPlainPersonalData(db, testCipher);
    expect(first.sealed).toMatchObject({ 'users.contact': 1, 'users.dob': 1, 'users.area': 1, 'users.pincode': 1, 'addresses.pin_code_sealed': 1, 'enquiries.number_sealed': 1, 'mail_outbox.text': 1 });
    expect([first.orders, first.contactDigests, first.confirmedPhones]).toEqual([1, 1, 1]);
    expect(findInDump(await dumpTextColumns(db), legacySecrets)).toEqual([]);
    expect(changedCount(await sealPlainPersonalData(db, testCipher))).toBe(0);

    const profile = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(journey.accessToken) })).json().data;
    expect(profile).toMatchObject({ contact: legacy.phone, dob: legacy.dob, area: legacy.area, pincode: legacy.pin });
    expect((await call(t, 'GET', '/api/address', journey.authorization)).json().data[0]).toMatchObject({ pin_code: legacy.addressPin, contact_number: SECRETS.addressPhone });
    const order = (await call(t, 'GET', `/api/orders/${row!.id}`, journey.authorization)).json().data;
    expect(order.shippingAddress).toMatchObject({ address: SECRETS.street, contactNumber: SECRETS.addressPhone, pinCode: SECRETS.addressPin });
    const tracked = await t.app.inject({ method: 'POST', url: '/api/orders/track', payload: { orderNumber: journey.order.orderNumber, contact: SECRETS.addressPhone } });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(await isPhoneConfirmed(db, testCipher, journey.userId, SECRETS.addressPhone)).toBe(true);
    const [account] = await db.select({ digest: users.contactDigest }).from(users).where(eq(users.id, journey.userId));
    expect(account!.digest?.startsWith(testCipher.digestPrefix)).toBe(true);
    const [saved] = await db.select({ pin: addresses.pinCodeSealed }).from(addresses).where(eq(addresses.id, journey.addressId));
    expect(saved!.pin.startsWith(testCipher.sealedPrefix)).toBe(true);
  });

  it('a profile saved with a new phone keeps only the sealed phone and its keyed digest', async () => {
    const session = await signedInUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.userId));
    expect(row!.contact).not.toContain('9812345678');
    expect(row!.contactDigest).toMatch(/^[\w-]{8}\.[0-9a-f]{64}$/);
    expect(row!.contactDigest).not.toContain(unkeyedPhoneHash('9812345678'));
  });
});
