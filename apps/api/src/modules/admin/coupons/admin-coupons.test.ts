import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { ADMIN_COUPON_MESSAGES as M, type AdminCoupon, type AdminCouponCreateInput } from '@aabhushan/shared/schemas/admin-coupons';
import type { PublicCoupon } from '@aabhushan/shared/schemas/coupon';
import { auditEvents, coupons, products } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signIn, signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, authorization = staff.authorization) =>
  t.app.inject({ method, url, payload, headers: { authorization } });
const DAY = 86_400_000;
let counter = 0;
const newCoupon = (overrides: Partial<AdminCouponCreateInput> = {}): AdminCouponCreateInput => {
  counter += 1;
  return {
    code: `staff${counter}off`,
    type: 'percentage',
    value: 10,
    title: { en: '10 % off everything' },
    minOrderValue: 1_000,
    maxDiscountAmount: 5_000,
    validFrom: new Date(Date.now() - DAY).toISOString(),
    validUntil: new Date(Date.now() + 30 * DAY).toISOString(),
    ...overrides,
  };
};
async function create(body: AdminCouponCreateInput): Promise<AdminCoupon> {
  const answer = await send('POST', '/api/admin/coupons', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminCoupon;
}
const publicCodes = async () => ((await t.app.inject({ method: 'GET', url: '/api/public/coupon' })).json().data as Array<{ code: string }>).map((coupon) => coupon.code);

describe('POST /api/admin/coupons', () => {
  it('creates a coupon shoppers see at once and a customer can use, audited', async () => {
    expect(await publicCodes()).not.toContain('STAFF1OFF'); // and the list is now cached
    const coupon = await create(newCoupon());
    expect(coupon).toMatchObject({ code: 'STAFF1OFF', type: 'percentage', value: 10, minOrderValue: 1_000, maxDiscountAmount: 5_000, usedCount: 0, isActive: true, description: { en: '' }, terms: { en: [] } });
    expect(await publicCodes()).toContain('STAFF1OFF');
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, coupon.id));
    expect(audit).toMatchObject({ actorId: staff.userId, action: 'coupon.create', after: coupon });

    const [piece] = await t.database.db.select({ id: products.id, price: products.salePricePaise }).from(products).where(eq(products.isActive, true)).limit(1);
    const { authorization } = await signIn(t);
    const validated = await send('POST', '/api/coupons/validate', { code: 'staff1off', items: [{ productId: piece!.id, quantity: 1 }] }, authorization);
    expect(validated.json().data).toMatchObject({ valid: true, discount: Math.min(5_000, Math.round(piece!.price / 10) / 100) });
  });

  it('stores a fixed amount in paise and shows it in rupees', async () => {
    const coupon = await create(newCoupon({ type: 'fixed', value: 750.5, maxDiscountAmount: null }));
    expect(coupon.value).toBe(750.5);
    const [row] = await t.database.db.select({ value: coupons.value }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.value).toBe(75_050);
  });

  it.each([
    ['a code with a space', { code: 'TEN OFF' }, M.code],
    ['150 percent', { value: 150 }, M.percent],
    ['a fixed coupon of 0', { type: 'fixed', value: 0, maxDiscountAmount: null }, M.fixed],
    ['a maximum discount on a fixed coupon', { type: 'fixed', value: 100 }, M.maxDiscountOnlyPercent],
    ['an end before the start', { validUntil: new Date(Date.now() - 2 * DAY).toISOString() }, M.dateOrder],
    ['a date without a time', { validFrom: '2026-12-01' }, M.date('Valid from')],
    ['a usage limit of 0', { usageLimit: 0 }, M.usageLimit],
    ['a category the store does not have', { applicableCategories: ['no-such-category'] }, M.unknownScope],
    ['a title only in Tamil', { title: { en: ' ', ta: 'மோதிரங்களுக்கு 15% தள்ளுபடி' } }, M.title],
    ['a title as plain text', { title: '10 % off' }, M.title],
    ['a blank line among the Telugu terms', { terms: { en: ['Rings only'], te: ['ఉంగరాలకు మాత్రమే', ' '] } }, M.terms],
    ['eleven terms in Hindi', { terms: { en: ['Rings only'], hi: Array.from({ length: 11 }, (_, index) => `शर्त ${index + 1}`) } }, M.terms],
    ['a Tamil term over 200 characters', { terms: { en: ['Rings only'], ta: ['மோ'.repeat(101)] } }, M.terms],
    ['terms as one line of text', { terms: 'Rings only' }, M.terms],
    ['terms with no English list', { terms: { ta: ['மோதிரங்களுக்கு மட்டும்'] } }, M.terms],
  ] as Array<[string, Partial<AdminCouponCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    const answer = await send('POST', '/api/admin/coupons', newCoupon(overrides));
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
  });

  it('refuses a code another coupon uses, in any case', async () => {
    const first = await create(newCoupon());
    const again = await send('POST', '/api/admin/coupons', newCoupon({ code: first.code.toLowerCase() }));
    expect([again.statusCode, again.json().message]).toEqual([409, M.codeTaken]);
  });
});

describe('PATCH /api/admin/coupons/{id} and the list', () => {
  it('switches a coupon off for shoppers, and checks its rules with the saved coupon', async () => {
    const coupon = await create(newCoupon());
    expect(await publicCodes()).toContain(coupon.code);
    const off = await send('PATCH', `/api/admin/coupons/${coupon.id}`, { isActive: false });
    expect([off.statusCode, off.json().message, off.json().data.isActive]).toEqual([200, M.updated, false]);
    expect(await publicCodes()).not.toContain(coupon.code);
    const toFixed = await send('PATCH', `/api/admin/coupons/${coupon.id}`, { type: 'fixed', value: 500 });
    expect([toFixed.statusCode, toFixed.json().message]).toEqual([400, M.maxDiscountOnlyPercent]);
    const both = await send('PATCH', `/api/admin/coupons/${coupon.id}`, { type: 'fixed', value: 500, maxDiscountAmount: null });
    expect(both.json().data).toMatchObject({ type: 'fixed', value: 500, maxDiscountAmount: null });
    expect((await send('PATCH', '/api/admin/coupons/none', { isActive: true })).statusCode).toBe(404);
  });

  it('lists coupons by state and code', async () => {
    const scheduled = await create(newCoupon({ code: 'LATERSALE1', validFrom: new Date(Date.now() + DAY).toISOString() }));
    const expired = await create(newCoupon({ code: 'PASTSALE1', validFrom: new Date(Date.now() - 10 * DAY).toISOString(), validUntil: new Date(Date.now() - DAY).toISOString() }));
    const codes = async (query: string) => ((await send('GET', `/api/admin/coupons?${query}`)).json().data as AdminCoupon[]).map((coupon) => coupon.code);
    expect(await codes('state=scheduled')).toContain(scheduled.code);
    expect(await codes('state=active')).not.toContain(scheduled.code);
    expect(await codes('state=expired')).toContain(expired.code);
    expect(await codes('q=pastsale')).toEqual([expired.code]);
    const tamil = await create(newCoupon({ code: 'THANGAM5', title: { en: '5% off gold', ta: 'தங்கத்துக்கு 5% தள்ளுபடி' } }));
    expect(await codes(`q=${encodeURIComponent('தங்கத்துக்கு')}`)).toEqual([tamil.code]);
    expect((await send('GET', `/api/admin/coupons/${expired.id}`)).json().data.code).toBe(expired.code);
  });
});

describe('a coupon\'s title, description and terms in four languages', () => {
  const four = (en: string) => ({ en, hi: `${en} हिंदी`, ta: `${en} தமிழ்`, te: `${en} తెలుగు` });
  const fourLists = (...lines: string[]) => ({ en: lines, hi: lines.map((line) => `${line} हिंदी`), ta: lines.map((line) => `${line} தமிழ்`), te: lines.map((line) => `${line} తెలుగు`) });

  it('keeps each language, a blank translation or an empty list left out, and the coupons page answers them all', async () => {
    const coupon = await create(newCoupon({ code: 'BHASHA1', title: { ...four('Rings 15% off'), hi: ' ' }, description: four('On every ring.'), terms: { ...fourLists('Rings only', 'One coupon per order'), te: [] } }));
    expect(coupon.title).toEqual({ en: 'Rings 15% off', ta: 'Rings 15% off தமிழ்', te: 'Rings 15% off తెలుగు' });
    expect(coupon.terms).toEqual({ en: ['Rings only', 'One coupon per order'], hi: ['Rings only हिंदी', 'One coupon per order हिंदी'], ta: ['Rings only தமிழ்', 'One coupon per order தமிழ்'] });
    const listed = ((await t.app.inject({ method: 'GET', url: '/api/public/coupon' })).json().data as PublicCoupon[]).find((entry) => entry.code === 'BHASHA1');
    expect(listed).toMatchObject({ title: coupon.title, description: four('On every ring.'), terms: coupon.terms });
  });

  it('lists those with a text written in English but not in a language; an empty description or no terms need none', async () => {
    await create(newCoupon({ code: 'TARJUMAWHOLE', title: four('Whole'), description: { en: '' }, terms: { en: [] } }));
    const termsNoTamil = await create(newCoupon({ code: 'TARJUMATERMS', title: four('Terms'), description: four('Words.'), terms: { ...fourLists('Rings only'), ta: undefined } }));
    const descriptionNoHindi = await create(newCoupon({ code: 'TARJUMADESC', title: four('Description'), description: { ...four('Words.'), hi: undefined }, terms: fourLists('Rings only') }));
    const codes = async (missing: string) => {
      const answer = await send('GET', `/api/admin/coupons?q=tarjuma&limit=100&missing=${missing}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as AdminCoupon[]).map((coupon) => coupon.code);
    };
    expect(await codes('ta')).toEqual([termsNoTamil.code]);
    expect(await codes('hi')).toEqual([descriptionNoHindi.code]);
    expect(await codes('te')).toEqual([]);
    const refused = await send('GET', '/api/admin/coupons?missing=english');
    expect([refused.statusCode, refused.json().message]).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });
});
