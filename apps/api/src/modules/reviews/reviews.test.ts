import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@aabhushan/shared/schemas/reviews';
import { products, refreshTokens, reviews, users } from '../../db/schema/index';
import { createAccessTokens } from '../../lib/access-token';
import { newId } from '../../lib/new-id';
import { FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/create-test-app';
import { insertTestOrder } from '../../test/insert-order';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A customer (or staff) row with a live session, and a bearer token for it. */
async function signIn(name: string, roleType: 'customer' | 'admin' = 'customer'): Promise<{ userId: string; authorization: string }> {
  const userId = newId();
  const sessionId = newId();
  await t.database.db.insert(users).values({ id: userId, name, email: `${userId}@test.example.com`, passwordHash: '!', roleType });
  await t.database.db.insert(refreshTokens).values({
    id: newId(), familyId: sessionId, userId, tokenHash: randomBytes(16).toString('hex'), expiresAt: new Date(Date.now() + 86_400_000), sessionEndsAt: new Date(Date.now() + 86_400_000),
  });
  const { accessToken } = await createAccessTokens(TEST_JWT_SECRET).sign({ userId, roleType, sessionId });
  return { userId, authorization: `Bearer ${accessToken}` };
}

/** An order of the product in the given status (delivered: the customer received it). */
async function bought(userId: string, product: { id: string }, status = 'delivered') {
  await insertTestOrder(t.database.db, userId, { status, items: [{ productId: product.id, name: 'Reviewed piece', quantity: 1, unitPricePaise: 25_000_00 }] });
}

/** A seeded product with at least `min` reviews and one without any. */
async function productWithReviews(min: number) {
  const [row] = await t.database.db.select().from(products).where(sql`${products.ratingCount} >= ${min}`).orderBy(desc(products.ratingCount)).limit(1);
  return row!;
}

const post = (id: string, body: unknown, authorization?: string) =>
  t.app.inject({ method: 'POST', url: `/api/product/${id}/reviews`, payload: body as object, headers: authorization ? { authorization } : {} });

describe('seeded reviews', () => {
  it('keep every product rating and count equal to its review rows', async () => {
    const list = await t.database.db
      .select({
        slug: products.slug,
        rating_average: products.ratingAverage,
        rating_count: products.ratingCount,
        real_count: sql<number>`cast(count(${reviews.id}) as integer)`,
        real_average: sql<string | null>`round(avg(${reviews.rating})::numeric, 2)::text`,
      })
      .from(products)
      .leftJoin(reviews, eq(reviews.productId, products.id))
      .groupBy(products.id);
    expect(list.length).toBeGreaterThan(70);
    for (const row of list) {
      expect(Number(row.rating_count), row.slug).toBe(Number(row.real_count));
      expect(Number(row.rating_average), row.slug).toBe(Number(row.real_average ?? 0));
    }
    const counts = list.map((row) => Number(row.real_count));
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(150);
  });
});

describe('GET /api/public/product/{id}/reviews', () => {
  it('lists reviews newest first, 10 to a page, with a summary of all of them', async () => {
    const product = await productWithReviews(5);
    const response = await t.app.inject({ method: 'GET', url: `/api/public/product/${product.id}/reviews?limit=2` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    expect(body.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 2, totalItems: product.ratingCount, hasNextPage: true });
    expect(body.summary.count).toBe(product.ratingCount);
    expect(body.summary.average).toBe(Math.round(Number(product.ratingAverage) * 10) / 10);
    const { distribution } = body.summary;
    expect(distribution[1] + distribution[2] + distribution[3] + distribution[4] + distribution[5]).toBe(product.ratingCount);
    const [first, second] = body.data;
    expect(new Date(first.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(second.createdAt).getTime());
    expect(first.user.name).toMatch(/^\S+( \p{Lu}\.)?$/u);
    expect(Object.keys(first).sort()).toEqual(['_id', 'comment', 'createdAt', 'rating', 'user']);
    // First name and initial only: no reviewer's account id on a public page.
    expect(body.data.map((review: { user: object }) => Object.keys(review.user))).toEqual(body.data.map(() => ['name']));

    const all = (await t.app.inject({ method: 'GET', url: `/api/public/product/${product.slug}/reviews` })).json();
    expect(all.pagination.itemsPerPage).toBe(10);
    expect(all.data).toHaveLength(product.ratingCount);
    const page2 = (await t.app.inject({ method: 'GET', url: `/api/public/product/${product.id}/reviews?limit=2&page=2` })).json();
    expect(page2.data.map((r: { _id: string }) => r._id)).toEqual(all.data.slice(2, 4).map((r: { _id: string }) => r._id));
  });

  it('answers 404 for an unknown product and 400 for a bad page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/public/product/no-such-piece/reviews' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('Product not found'));
    expect((await t.app.inject({ method: 'GET', url: `/api/public/product/x/reviews?limit=0` })).statusCode).toBe(400);
  });
});

describe('POST /api/product/{id}/reviews', () => {
  it('needs a signed-in customer', async () => {
    const product = await productWithReviews(0);
    const response = await post(product.id, { rating: 5, comment: 'Beautiful work, thank you.' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SIGN_IN_REQUIRED_MESSAGE);
    const staff = await signIn('Store Staff', 'admin');
    const byStaff = await post(product.id, { rating: 5, comment: 'Beautiful work, thank you.' }, staff.authorization);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(FORBIDDEN_MESSAGE);
  });

  it('explains a missing rating and a comment too short or too long', async () => {
    const { authorization } = await signIn('Meera Iyer');
    const product = await productWithReviews(0);
    const cases: [unknown, string][] = [
      [{ comment: 'Lovely earrings, very light.' }, REVIEW_MESSAGES.rating],
      [{ rating: 6, comment: 'Lovely earrings, very light.' }, REVIEW_MESSAGES.rating],
      [{ rating: 3.5, comment: 'Lovely earrings, very light.' }, REVIEW_MESSAGES.rating],
      [{ rating: 4, comment: '   Nice!    ' }, REVIEW_MESSAGES.commentTooShort],
      [{ rating: 4 }, REVIEW_MESSAGES.commentTooShort],
      [{ rating: 4, comment: 'a'.repeat(1001) }, REVIEW_MESSAGES.commentTooLong],
    ];
    for (const [body, message] of cases) {
      const response = await post(product.id, body, authorization);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.database.db.select().from(reviews).where(eq(reviews.comment, 'Lovely earrings, very light.'))).toEqual([]);
  });

  it('posts once, updates the product rating at once (cache dropped) and refuses a second review', async () => {
    const product = await productWithReviews(3);
    // Warm the public cache with the old figures.
    const before = (await t.app.inject({ method: 'GET', url: `/api/public/product/${product.slug}` })).json().data;
    await t.app.inject({ method: 'GET', url: `/api/public/product/${product.id}/reviews` });
    const { userId, authorization } = await signIn('Kavya Ramesh Reddy');
    await bought(userId, product);

    const response = await post(product.id, { rating: 1, comment: '  The clasp broke within a week of wearing it.  ' }, authorization);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Thank you! Your review has been posted.');
    expect(body.data).toMatchObject({ rating: 1, comment: 'The clasp broke within a week of wearing it.', user: { name: 'Kavya R.' } });

    const list = (await t.app.inject({ method: 'GET', url: `/api/public/product/${product.id}/reviews` })).json();
    expect(list.data[0]._id).toBe(body.data._id);
    expect(list.summary.count).toBe(before.ratingCount + 1);
    expect(list.summary.distribution[1]).toBeGreaterThanOrEqual(1);

    const after = (await t.app.inject({ method: 'GET', url: `/api/public/product/${product.slug}` })).json().data;
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    const [stored] = await t.database.db
      .select({ avg: sql<string>`round(avg(${reviews.rating})::numeric, 2)::text` })
      .from(reviews)
      .where(eq(reviews.productId, product.id));
    expect(after.rating).toBe(Number(stored!.avg));
    expect(after.rating).toBeLessThan(before.rating);

    const again = await post(product.slug, { rating: 5, comment: 'Changed my mind, it is lovely.' }, authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product.');
  });

  it('refuses a customer who has not received the piece, with an honest message', async () => {
    const product = await productWithReviews(0);
    const { userId, authorization } = await signIn('Nisha Verma');
    const body = { rating: 5, comment: 'I have heard it is lovely in person.' };
    // No order; then one still on its way; then a delivered order of another piece.
    const [other] = await t.database.db.select().from(products).where(sql`${products.id} <> ${product.id}`).limit(1);
    await bought(userId, other!);
    for (const status of [null, 'shipped', 'cancelled']) {
      if (status) await bought(userId, product, status);
      const response = await post(product.id, body, authorization);
      expect(response.statusCode, String(status)).toBe(403);
      expect(response.json()).toEqual(refusal('Only customers who have bought and received this piece can review it.'));
    }
    expect(await t.database.db.select().from(reviews).where(eq(reviews.userId, userId))).toEqual([]);
    await bought(userId, product, 'delivered');
    expect((await post(product.id, body, authorization)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown product', async () => {
    const { authorization } = await signIn('Arjun Singh');
    const response = await post('no-such-piece', { rating: 4, comment: 'Good value for the weight.' }, authorization);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
  });
});

describe('GET /api/product/{id}/reviews/eligibility', () => {
  const eligibility = (id: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url: `/api/product/${id}/reviews/eligibility`, headers: authorization ? { authorization } : {} });

  it('tells a customer before they write whether they may review', async () => {
    const product = await productWithReviews(0);
    const { userId, authorization } = await signIn('Rohini Das');
    const before = await eligibility(product.slug, authorization);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, message: REVIEW_MESSAGES.notPurchased, data: { canReview: false, status: 'purchase-required' } });
    await bought(userId, product);
    expect((await eligibility(product.id, authorization)).json()).toEqual({ success: true, message: REVIEW_MESSAGES.canReview, data: { canReview: true, status: 'eligible' } });
    expect((await post(product.id, { rating: 4, comment: 'Light and comfortable to wear.' }, authorization)).statusCode).toBe(201);
    expect((await eligibility(product.id, authorization)).json().data).toEqual({ canReview: false, status: 'already-reviewed' });
  });

  it('needs a signed-in account and a real product; staff never review', async () => {
    const product = await productWithReviews(0);
    expect((await eligibility(product.id)).statusCode).toBe(401);
    const { authorization } = await signIn('Imran Khan');
    const missing = await eligibility('no-such-piece', authorization);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
    const staff = await signIn('Store Staff', 'admin');
    expect((await eligibility(product.id, staff.authorization)).json().data).toEqual({ canReview: false, status: 'purchase-required' });
  });
});

/** Real concurrency needs PostgreSQL: PGlite has one connection. */
describe.runIf(process.env.TEST_DB === 'postgres')('two reviews at once (PostgreSQL)', () => {
  it('both count in the product rating', async () => {
    const candidates = await t.database.db.select().from(products).where(eq(products.isActive, true)).orderBy(products.ratingCount).limit(8);
    for (const product of candidates) {
      const [first, second] = await Promise.all([signIn('Lakshmi Rao'), signIn('Farhan Ali')]);
      await Promise.all([bought(first!.userId, product), bought(second!.userId, product)]);
      const answers = await Promise.all([
        post(product.slug, { rating: 5, comment: 'Beautiful finish, just as pictured.' }, first!.authorization),
        post(product.slug, { rating: 2, comment: 'Smaller than I expected it to be.' }, second!.authorization),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      const [stats] = await t.database.db
        .select({ count: sql<number>`count(*)::int`, average: sql<string>`round(avg(${reviews.rating})::numeric, 2)` })
        .from(reviews)
        .where(eq(reviews.productId, product.id));
      const [after] = await t.database.db.select().from(products).where(eq(products.id, product.id));
      expect(after!.ratingCount, product.slug).toBe(product.ratingCount + 2);
      expect(after!.ratingCount).toBe(stats!.count);
      expect(Number(after!.ratingAverage)).toBeCloseTo(Number(stats!.average), 2);
    }
  });
});
