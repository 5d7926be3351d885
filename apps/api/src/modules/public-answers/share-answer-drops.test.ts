import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { signInStaff } from '../../test/signed-in-customer';
import { createOrdersTestApp, placeOk, plainProducts, shopper, TEST_DATA_KEY as ORDERS_DATA_KEY } from '../orders/orders-test-helpers';
import { ANSWERS_DROPPED_CHANNEL } from './share-answer-drops';

/** The issue's promise: another instance answers the new data within one second of a write. */
const WITHIN_MS = 1000;

/** Polls `read` until `holds` (no fixed sleep); fails when it takes longer than `ms`. Answers how long it took. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, ms = WITHIN_MS): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (holds(value)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`Still not so after ${ms} ms: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const get = async (t: TestApp, url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return { cache: response.headers['x-cache'], data: response.json().data };
};

/** Reads `url` on `t` until it is a cache hit: the answer another instance's write must drop. */
async function warm(t: TestApp, url: string) {
  await get(t, url);
  const again = await get(t, url);
  expect(again.cache, url).toBe('hit');
  return again.data;
}

describe('one instance, the embedded database or PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves and keeps nothing cached while it may be missing other instances\' drops', async () => {
    await warm(t, '/api/public/brand');
    t.app.answerDrops.setTrusted(false);
    expect((await get(t, '/api/public/brand')).cache).toBe('miss');
    expect((await get(t, '/api/public/brand')).cache).toBe('miss');
    t.app.answerDrops.setTrusted(true);
    expect((await get(t, '/api/public/brand')).cache).toBe('miss');
    expect((await get(t, '/api/public/brand')).cache).toBe('hit');
  });
});

// The embedded database runs inside one process: there is no second instance to tell.
describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL database (skipped on the embedded database: one process)', () => {
  let a: TestApp;
  let b: TestApp;
  let staff: { authorization: string };
  beforeAll(async () => {
    // Orders need the orders helpers' data key (their addresses are sealed with it).
    a = await createOrdersTestApp();
    b = await createTestApp({ sameDatabaseAs: a, config: { dataKey: ORDERS_DATA_KEY } });
    staff = await signInStaff(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const staffSends = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
    const response = await a.app.inject({ method, url, payload, headers: { authorization: staff.authorization } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  };
  /** A piece sold without variants, at a fixed price, in stock. */
  const aPiece = async () => (await plainProducts(a, 1))[0]!;

  it('a price changed by staff on A: B answers it on the product page and in the listing', async () => {
    const piece = await aPiece();
    const pageUrl = `/api/public/product/${piece.slug}`;
    const listUrl = `/api/public/product?search=${encodeURIComponent(piece.name.en)}&limit=50`;
    const oldPrice = (await warm(b, pageUrl)).pricing.salePrice as number;
    await warm(b, listUrl);
    const newPrice = oldPrice - 100;
    await staffSends('PATCH', `/api/admin/products/${piece.id}`, { salePrice: newPrice });
    await eventually(() => get(b, pageUrl), ({ data }) => data.pricing.salePrice === newPrice);
    await eventually(() => get(b, listUrl), ({ data }) => data.find((entry: { _id: string }) => entry._id === piece.id)?.pricing.salePrice === newPrice);
  });

  it('stock taken by an order placed on A: B answers the new quantity', async () => {
    const piece = await aPiece();
    const pageUrl = `/api/public/product/${piece.slug}`;
    const before = (await warm(b, pageUrl)).inventory.quantity as number;
    await placeOk(a, await shopper(a, piece, 2));
    await eventually(() => get(b, pageUrl), ({ data }) => data.inventory.quantity === before - 2);
  });

  it('a new FAQ written on A: B lists it', async () => {
    const url = '/api/public/faq?limit=1000';
    await warm(b, url);
    await staffSends('POST', '/api/admin/faqs', { question: { en: 'Is it on every instance?' }, answerHtml: { en: '<p>At once.</p>' }, topic: 'custom' });
    await eventually(() => get(b, url), ({ data }) => data.some((faq: { question: { en: string } }) => faq.question.en === 'Is it on every instance?'));
  });

  it('a category renamed on A: B answers the new name in the navigation and on its pieces', async () => {
    const [rings] = await a.database.db.select().from(categories).where(eq(categories.slug, 'rings'));
    const listUrl = '/api/public/product?category=rings&limit=1';
    await warm(b, '/api/public/productcategory/rings');
    await warm(b, listUrl);
    await staffSends('PATCH', `/api/admin/categories/${rings!.id}`, { name: { en: 'Finger Rings' } });
    await eventually(() => get(b, '/api/public/productcategory/rings'), ({ data }) => data.name.en === 'Finger Rings');
    await eventually(() => get(b, listUrl), ({ data }) => data[0].category.name.en === 'Finger Rings');
  });

  it('a coupon and a banner made on A: B lists them', async () => {
    await warm(b, '/api/public/coupon');
    await warm(b, '/api/public/banner?banner_type=offer');
    const day = 86_400_000;
    const window = { validFrom: new Date(Date.now() - day).toISOString(), validUntil: new Date(Date.now() + 30 * day).toISOString() };
    await staffSends('POST', '/api/admin/coupons', { code: 'everywhere10', type: 'percentage', value: 10, title: { en: '10 % off' }, minOrderValue: 1_000, maxDiscountAmount: 5_000, ...window });
    await staffSends('POST', '/api/admin/banners', {
      bannerType: 'offer',
      title: { en: 'On every instance' },
      images: [{ url: '/media/uploads/banner-1', altText: 'Gold coins' }],
      startsAt: window.validFrom,
      endsAt: window.validUntil,
    });
    await eventually(() => get(b, '/api/public/coupon'), ({ data }) => data.some((coupon: { code: string }) => coupon.code === 'EVERYWHERE10'));
    await eventually(() => get(b, '/api/public/banner?banner_type=offer'), ({ data }) => data.some((banner: { title: { en: string } }) => banner.title.en === 'On every instance'));
  });

  it('settings saved on A: B answers them (they travel with their reload)', async () => {
    const settingsOnA = (await a.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { authorization: staff.authorization } })).json().data;
    const { updatedAt: _updatedAt, seller, ...rest } = settingsOnA;
    const codLimit = (await warm(b, '/api/public/settings')).codLimit + 1_000;
    await staffSends('PUT', '/api/admin/settings', { ...rest, codLimit, seller: { legalName: seller.legalName, gstin: seller.gstin } });
    await eventually(() => get(b, '/api/public/settings'), ({ data }) => data.codLimit === codLimit);
  });

  it('B drops everything when its listening connection is lost, and again once it hears again', async () => {
    const piece = await aPiece();
    const pageUrl = `/api/public/product/${piece.slug}`;
    const oldPrice = (await warm(b, pageUrl)).pricing.salePrice as number;
    // Starts with the value now: a timer's first tick may come after the loss under load.
    const trust: boolean[] = [b.app.answerDrops.trusted];
    const watch = setInterval(() => trust.at(-1) !== b.app.answerDrops.trusted && trust.push(b.app.answerDrops.trusted), 1);
    try {
      await a.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${ANSWERS_DROPPED_CHANNEL}"`}`);
      // A write whose notice nobody hears: B must not answer the price it cached before.
      await a.database.db.update(products).set({ salePricePaise: (oldPrice - 200) * 100 }).where(eq(products.id, piece.id));
      // Reconnecting takes a second (db/notifications.ts).
      await eventually(async () => trust, (seen) => seen.join() === 'true,false,true', 5000);
    } finally {
      clearInterval(watch);
    }
    const fresh = await get(b, pageUrl);
    expect([fresh.cache, fresh.data.pricing.salePrice]).toEqual(['miss', oldPrice - 200]);
    expect((await get(b, pageUrl)).cache).toBe('hit');
  });
});
