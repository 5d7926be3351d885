import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductCreateInput } from '@aabhushan/shared/schemas/admin-products';
import { categories, mailOutbox, users } from '../../db/schema/index';
import { openOutboxText } from '../../lib/mail/outbox-mailer';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { testCipher } from '../../test/test-cipher';
import { signIn, signInStaff } from '../../test/signed-in-customer';

let t: TestApp;
let staff: string;
let ringsId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInStaff(t)).authorization;
  [{ id: ringsId }] = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'rings'))) as [{ id: string }];
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, authorization = staff) => t.app.inject({ method, url, payload, headers: { authorization } });
let counter = 0;
async function piece(overrides: Partial<AdminProductCreateInput> = {}): Promise<AdminProduct> {
  counter += 1;
  const body: AdminProductCreateInput = {
    name: { en: `Alert Ring ${counter}` }, shortDescription: { en: 'A ring.' }, longDescription: { en: 'A ring to watch.' }, categoryId: ringsId,
    metal: 'gold', purity: '18K', mrp: 20_000, salePrice: 20_000, stockQuantity: 4, isActive: true, ...overrides,
  };
  const answer = await send('POST', '/api/admin/products', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminProduct;
}

/** A customer who saved the piece, with the alerts asked for; answers a reader of their mail. */
async function saver(productId: string, flags: { notifyOnPriceDown?: boolean; notifyOnStock?: boolean }) {
  const { userId, authorization } = await signIn(t, 'Asha Menon');
  expect((await send('POST', '/api/wishlist/add', { productId, ...flags }, authorization)).statusCode).toBeLessThan(300);
  const [{ email }] = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId))) as [{ email: string }];
  return async (subjectLike: string) => (await t.app.jobs.runDue(), await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, subjectLike)))).map((mail) => mail.subject);
}

describe('wishlist alerts', () => {
  it('tell a customer once when a saved piece gets cheaper, never one who did not ask', async () => {
    const ring = await piece();
    const watching = await saver(ring.id, { notifyOnPriceDown: true });
    const quiet = await saver(ring.id, { notifyOnStock: true });
    await send('PATCH', `/api/admin/products/${ring.id}`, { salePrice: 18_500 });
    expect(await watching('%now costs%')).toEqual([`${ring.name.en} now costs ₹18,500`]);
    // Another save that does not lower the price, and a rise: nothing more.
    await send('PATCH', `/api/admin/products/${ring.id}`, { tags: ['watched'] });
    await send('PATCH', `/api/admin/products/${ring.id}`, { salePrice: 19_000 });
    expect(await watching('%now costs%')).toHaveLength(1);
    await send('PATCH', `/api/admin/products/${ring.id}`, { salePrice: 17_000 });
    expect(await watching('%now costs%')).toHaveLength(2);
    expect(await quiet('%')).toEqual([]);
  });

  it('tell a customer when a sold-out piece is back, once', async () => {
    const ring = await piece({ stockQuantity: 0 });
    const waiting = await saver(ring.id, { notifyOnStock: true });
    await send('PATCH', `/api/admin/products/${ring.id}`, { stockQuantity: 2 });
    expect(await waiting('%back in stock%')).toEqual([`${ring.name.en} is back in stock`]);
    await send('PATCH', `/api/admin/products/${ring.id}`, { stockQuantity: 5 });
    expect(await waiting('%back in stock%')).toHaveLength(1);
  });

  it('say nothing about a piece shoppers cannot see', async () => {
    const ring = await piece();
    const watching = await saver(ring.id, { notifyOnPriceDown: true });
    await send('PATCH', `/api/admin/products/${ring.id}`, { isActive: false });
    await send('PATCH', `/api/admin/products/${ring.id}`, { salePrice: 15_000 });
    expect(await watching('%')).toEqual([]);
  });

  it('tell the customer when a lower metal rate makes a piece priced by weight cheaper, with a link to it', async () => {
    const band = await piece({ pricingMode: 'weight', purity: '14K', netWeightGrams: 5, makingCharge: { kind: 'percent', percent: 10 }, mrp: undefined, salePrice: undefined });
    const watching = await saver(band.id, { notifyOnPriceDown: true });
    const lowered = await send('PUT', '/api/admin/metal-rates', { rates: [{ purity: '14K', ratePerGram: 4_900 }] });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const [mail] = await watching('%now costs%');
    expect(mail).toMatch(new RegExp(`^${band.name.en} now costs ₹`));
    const [sent] = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, `${band.name.en} now costs%`));
    expect(openOutboxText(testCipher, sent!)).toContain(`/product/${band.slug}`);
  });

  it("write a Hindi customer in Hindi, the piece's Hindi name and the prices grouped the Indian way", async () => {
    const ring = await piece({ name: { en: 'Lotus Ring', hi: 'कमल अंगूठी' }, mrp: 1_50_000, salePrice: 1_50_000 });
    const { userId, authorization } = await signIn(t, 'Asha Menon');
    expect((await send('PUT', '/api/auth/language', { language: 'hi' }, authorization)).statusCode).toBe(200);
    expect((await send('POST', '/api/wishlist/add', { productId: ring.id, notifyOnPriceDown: true }, authorization)).statusCode).toBeLessThan(300);
    await send('PATCH', `/api/admin/products/${ring.id}`, { salePrice: 1_25_000 });
    await t.app.jobs.runDue();
    const [{ email }] = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId))) as [{ email: string }];
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent!.subject).toBe('कमल अंगूठी अब ₹1,25,000 में');
    const text = openOutboxText(testCipher, sent!);
    expect(text).toContain('आपकी विशलिस्ट में से: कमल अंगूठी अब ₹1,25,000 में उपलब्ध है (पहले कीमत ₹1,50,000 थी)।');
    expect(text).toMatch(/^नमस्ते Asha Menon,/);
    expect(text).not.toContain('in your wishlist');
  });
});
