import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { bearer, signedInUser } from '../auth/auth-test-helpers';
import { addToCart, call, placeOk, plainProducts, stock } from '../orders/orders-test-helpers';
import { unkeyedPhoneHash } from './phone-digest';

/** Test helpers for personal data at rest (used only by *.test.ts files). */

/** What a customer gives the store in the journey: none of it may be found in clear in the database. */
export const SECRETS = {
  accountPhone: '9123456781',
  dob: '1987-03-29',
  area: 'Gopalpura Mod Lane 4',
  accountPin: '302017',
  addressPhone: '9829011223',
  street: 'Flat 7, 88 Tonk Phatak Road',
  addressPin: '302021',
  enquiryPhone: '9001122334',
} as const;

/**
 * The realistic journey: register with phone and date of birth, add area and PIN to the
 * profile, save an address, place an order to it and send an enquiry with a phone.
 */
export async function walkJourney(t: TestApp) {
  const session = await signedInUser(t.app, { contact: SECRETS.accountPhone, dob: SECRETS.dob, name: 'Lalita Rathore' });
  const authorization = bearer(session.accessToken).authorization;
  const profile = await t.app.inject({
    method: 'PUT', url: '/api/auth/profile', headers: { authorization },
    payload: { name: 'Lalita Rathore', email: session.email, contact: SECRETS.accountPhone, dob: SECRETS.dob, gender: 'Female', area: SECRETS.area, city: 'Jaipur', state: 'Rajasthan', country: 'India', pincode: SECRETS.accountPin },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const address = await call(t, 'POST', '/api/address', authorization, {
    title: 'Home', address_type: 'HOME', formatted_address: `${SECRETS.street}, Jaipur, Rajasthan ${SECRETS.addressPin}`, address: SECRETS.street,
    contact_number: SECRETS.addressPhone, pin_code: SECRETS.addressPin, coordinates: [75.79, 26.87], type: 'Point', instruction: 'Call before coming',
  });
  expect(address.statusCode, address.body).toBe(201);
  const addressId = address.json().data.id as string;
  // The verification link was followed (paying online needs a verified e-mail).
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.userId));
  const [piece] = await plainProducts(t, 1);
  await stock(t, piece!, { stockQuantity: 5, codAvailable: true });
  await addToCart(t, authorization, piece!.id, 1);
  const order = await placeOk(t, { authorization, addressId });
  const enquiry = await t.app.inject({
    method: 'POST', url: '/api/public/enquiry', remoteAddress: '10.77.0.1',
    payload: { name: 'Lalita Rathore', email: 'lalita.enquiry@example.in', number: SECRETS.enquiryPhone, category: 'custom', message: 'A bangle in 22K, please.', status: 'active', newsletter: false, privacy: true },
  });
  expect(enquiry.statusCode, enquiry.body).toBe(201);
  return { ...session, authorization, addressId, order, enquiryId: enquiry.json().data._id as string };
}

/** Every text, JSON and text-array value of every table of the store, as text, with where it was. */
export async function dumpTextColumns(db: Database): Promise<Array<{ at: string; text: string }>> {
  const columns = ((await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and (data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or udt_name in ('_text', '_varchar'))
    order by table_name, column_name`)) as unknown as { rows: Array<{ table_name: string; column_name: string }> }).rows;
  expect(columns.length).toBeGreaterThan(50);
  const dump: Array<{ at: string; text: string }> = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = ((await db.execute(sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`)) as unknown as { rows: Array<{ value: string }> }).rows;
    for (const row of rows) dump.push({ at: `${table}.${column}`, text: row.value });
  }
  return dump;
}

/** Where each secret (or the unkeyed SHA-256 digest of a phone) shows in the dump: empty when nowhere. */
export function findInDump(dump: ReadonlyArray<{ at: string; text: string }>, secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    const forms = [secret, ...(/^\d{10}$/.test(secret) ? [unkeyedPhoneHash(secret)] : [])];
    for (const { at, text } of dump) if (forms.some((form) => text.includes(form))) found.push(`${secret} in ${at}`);
  }
  return found;
}
