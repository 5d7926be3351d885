import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wishlist } from '@aabhushan/shared/schemas/wishlist';
import { WISHLIST_SHARE_MESSAGES, type SharedWishlist } from '@aabhushan/shared/schemas/wishlist-share';
import { productVariants, products, users, wishlists } from '../../db/schema/index';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, plainProducts, productWithVariants, signIn } from './wishlist-test-helpers';
import { refusal } from '../../test/refusal';

const ORIGIN = 'https://shop.example.in';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await t.close();
});

async function share(authorization: string): Promise<{ url: string; token: string }> {
  const response = await call(t, 'POST', '/api/wishlist/share', authorization);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ success: true, message: WISHLIST_SHARE_MESSAGES.shared });
  const { url } = response.json().data as { url: string };
  expect(url.startsWith(`${ORIGIN}/wishlist/shared/`)).toBe(true);
  return { url, token: url.slice(`${ORIGIN}/wishlist/shared/`.length) };
}

const open = (token: string) => call(t, 'GET', `/api/public/wishlist/shared/${token}`);
const ownWishlist = async (authorization: string): Promise<Wishlist> => (await call(t, 'GET', '/api/wishlist', authorization)).json().data;

/** An owner named Meera Iyer with two plain pieces in the wishlist. */
async function ownerWithPieces() {
  const owner = await signIn(t, 'Meera Lakshmi Iyer');
  const pieces = await plainProducts(t, 2);
  for (const piece of pieces) expect((await call(t, 'POST', '/api/wishlist/add', owner.authorization, { productId: piece.id })).statusCode).toBe(201);
  return { ...owner, pieces };
}

describe('wishlist sharing', () => {
  it('needs a signed-in owner to make or stop a link', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await call(t, method, '/api/wishlist/share');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject(refusal(SIGN_IN_REQUIRED_MESSAGE));
    }
  });

  it('answers one long random link while it lasts, keeps only its digest findable, and counts every share', async () => {
    const { authorization, userId } = await ownerWithPieces();
    const first = await share(authorization);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const second = await share(authorization);
    expect(second.url).toBe(first.url);
    expect((await ownWishlist(authorization)).analytics.shareCount).toBe(2);

    const [row] = await t.database.db.select().from(wishlists).where(eq(wishlists.userId, userId));
    expect(row!.shareTokenHash).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(row!.shareTokenSealed).not.toContain(first.token);

    // Two first presses at once make one link, not two that overwrite each other.
    const racing = await signIn(t, 'Sneha Patil');
    const [one, two] = await Promise.all([share(racing.authorization), share(racing.authorization)]);
    expect(one.url).toBe(two.url);
    expect((await ownWishlist(racing.authorization)).analytics.shareCount).toBe(2);

    // Another owner gets a link of their own.
    const other = await signIn(t, 'Riya Agarwal');
    expect((await share(other.authorization)).token).not.toBe(first.token);
  });

  it('shows anyone with the link the first name and the pieces, counting each open, and nothing private', async () => {
    const { authorization, userId, pieces } = await ownerWithPieces();
    const { token } = await share(authorization);

    const response = await open(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Never kept by the server's public cache either: each open is read (and counted) afresh.
    expect(response.headers['x-cache']).toBeUndefined();
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: WISHLIST_SHARE_MESSAGES.sharedLoaded });
    const shared = body.data as SharedWishlist;
    expect(shared).toMatchObject({ ownerFirstName: 'Meera', itemCount: 2, viewCount: 1 });
    expect(shared.items.map((item) => item.productId._id).sort()).toEqual(pieces.map((piece) => piece.id).sort());
    const piece = pieces[0]!;
    const item = shared.items.find((entry) => entry.productId._id === piece.id)!;
    expect(item).toMatchObject({ isAvailable: true, variantId: null });
    expect(item.productSnapshot).toMatchObject({ name: piece.name.en, slug: piece.slug, salePrice: piece.salePricePaise / 100, isInStock: true });
    expect(item.productSnapshot.image).not.toBe('');

    // Nothing else about the owner: no e-mail, surname, account or wishlist id, nor their settings.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const own = await ownWishlist(authorization);
    for (const secret of [user!.email, 'Iyer', 'Lakshmi', userId, own._id, token, 'priority', 'notifyOn', 'priceWhenAdded']) {
      expect(response.body).not.toContain(secret);
    }

    expect((await open(token)).json().data.viewCount).toBe(2);
    expect((await ownWishlist(authorization)).analytics).toMatchObject({ viewCount: 2, shareCount: 1 });
  });

  it('names the variant a card would buy for a piece sold in variants and leaves retired pieces out', async () => {
    const owner = await signIn(t, 'Kavya');
    const withVariants = (await productWithVariants(t))!;
    const [plain] = await plainProducts(t, 1);
    for (const id of [withVariants.id, plain!.id]) await call(t, 'POST', '/api/wishlist/add', owner.authorization, { productId: id });
    const { token } = await share(owner.authorization);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, plain!.id));
    try {
      const shared = (await open(token)).json().data as SharedWishlist;
      expect(shared.ownerFirstName).toBe('Kavya');
      expect(shared.items.map((item) => item.productId._id)).toEqual([withVariants.id]);
      const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, shared.items[0]!.variantId!));
      expect(variant).toMatchObject({ productId: withVariants.id, isActive: true });
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, plain!.id));
    }
  });

  it('stops sharing: the old link answers 404 and a new share makes a new link', async () => {
    const { authorization } = await ownerWithPieces();
    expect((await ownWishlist(authorization)).settings.isPublic).toBe(false);
    const { token } = await share(authorization);
    expect((await ownWishlist(authorization)).settings.isPublic).toBe(true);
    expect((await open(token)).statusCode).toBe(200);

    const stopped = await call(t, 'DELETE', '/api/wishlist/share', authorization);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ success: true, message: WISHLIST_SHARE_MESSAGES.stopped, data: null });
    const gone = await open(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject(refusal(WISHLIST_SHARE_MESSAGES.sharedNotFound));
    expect((await ownWishlist(authorization)).settings.isPublic).toBe(false);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect((await call(t, 'DELETE', '/api/wishlist/share', authorization)).statusCode).toBe(200);

    const again = await share(authorization);
    expect(again.token).not.toBe(token);
    expect((await open(token)).statusCode).toBe(404);
    expect((await open(again.token)).statusCode).toBe(200);
    expect((await ownWishlist(authorization)).analytics).toMatchObject({ shareCount: 2, viewCount: 2 });
  });

  it('answers 404 for an unknown link and for an owner whose account was disabled', async () => {
    for (const token of ['x', 'A'.repeat(43), 'not-a-token_at-all', 'B'.repeat(400), '%E2%9C%93']) {
      const response = await open(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toBe(WISHLIST_SHARE_MESSAGES.sharedNotFound);
    }
    const { authorization, userId } = await ownerWithPieces();
    const { token } = await share(authorization);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    expect((await open(token)).statusCode).toBe(404);
  });
});
