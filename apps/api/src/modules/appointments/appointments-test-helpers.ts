import { sql } from 'drizzle-orm';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { LocalizedText } from '@aabhushan/shared/schemas/common';
import { storeLocations } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';

/** Test helpers for appointments (used only by *.test.ts files). */
export { plainProducts } from '../wishlist/wishlist-test-helpers';
export { signIn, signInStaff } from '../../test/signed-in-customer';

export function call(t: TestApp, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, authorization?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
}

/** An Indian date `days` from today: far enough ahead that every slot of it is still to come. */
export function dayAhead(days: number, now = new Date()): string {
  return indianDateOf(new Date(now.getTime() + days * 86_400_000));
}

/** A slot's start on that date ('11:00' is a slot every day of the seeded hours). */
export const at = (date: string, time: string) => `${date}T${time}:00+05:30`;

export async function showroomBySlug(t: TestApp, slug: string): Promise<{ id: string; name: LocalizedText }> {
  const [row] = await t.database.db.select({ id: storeLocations.id, name: storeLocations.name }).from(storeLocations).where(sql`${storeLocations.slug} = ${slug}`);
  return row!;
}

export async function addAddress(t: TestApp, authorization: string, pin: string): Promise<string> {
  const answer = await call(t, 'POST', '/api/address', authorization, {
    title: 'Home', name: 'Meera Iyer', address_type: 'HOME', formatted_address: `14 Johari Bazaar, Jaipur, Rajasthan ${pin}`,
    address: '14 Johari Bazaar', contact_number: '9829019850', pin_code: pin, coordinates: [75.82, 26.92], type: 'Point',
  });
  if (answer.statusCode !== 201) throw new Error(answer.body);
  const data = answer.json().data;
  return data._id ?? data.id;
}

/** A mail in the development outbox, its attachments opened. */
export interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/** The mails delivered to `to` (newest first), once every mail job due has run. */
export async function outboxOf(t: TestApp, to: string): Promise<DeliveredMail[]> {
  await t.app.jobs.runDue();
  const answer = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return answer.json().data;
}
