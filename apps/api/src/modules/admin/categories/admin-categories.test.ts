import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_FIELD_MESSAGES, MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { ADMIN_CATEGORY_MESSAGES as M, type AdminCategory, type AdminCategoryCreateInput } from '@aabhushan/shared/schemas/admin-categories';
import { auditEvents, categories, coupons, products } from '../../../db/schema/index';
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

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, authorization = staff.authorization) =>
  t.app.inject({ method, url, payload, headers: { authorization } });
const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const newCategory = (overrides: Partial<AdminCategoryCreateInput> = {}): AdminCategoryCreateInput => ({
  name: { en: 'Toe Rings', hi: 'बिछिया' },
  shortDescription: { en: 'Silver bichiya for every day.' },
  thumbnailUrl: '/media/art/ring-silver-none-1.svg',
  iconUrl: '/media/icon/ring.svg',
  ...overrides,
});
async function create(body: AdminCategoryCreateInput): Promise<AdminCategory> {
  const answer = await send('POST', '/api/admin/categories', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminCategory;
}
const auditOf = (id: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.createdAt);

describe('POST /api/admin/categories', () => {
  it('creates a category the navigation shows at once, its slug made from the name, audited', async () => {
    const before = (await publicGet('/api/public/productcategory?limit=100')).data as Array<{ slug: string }>; // now cached
    expect(before.map((category) => category.slug)).not.toContain('toe-rings');
    const category = await create(newCategory({ attributes: [{ name: 'Sold as', value: 'a pair' }], sortOrder: 20, isFeatured: true }));
    expect(category).toMatchObject({ slug: 'toe-rings', name: { en: 'Toe Rings', hi: 'बिछिया' }, productCount: 0, isFeatured: true, sortOrder: 20 });
    const after = (await publicGet('/api/public/productcategory?limit=100')).data as Array<{ slug: string; attributes: unknown }>;
    expect(after.find((row) => row.slug === 'toe-rings')).toMatchObject({ attributes: [{ name: 'Sold as', value: 'a pair' }] });
    const [audit] = await auditOf(category.id);
    expect(audit).toMatchObject({ actorId: staff.userId, action: 'category.create', entityType: 'category', before: null, after: category });
  });

  it('numbers a slug made from a name that is taken, and refuses a slug asked for that is taken', async () => {
    const second = await create(newCategory());
    expect(second.slug).toBe('toe-rings-2');
    const taken = await send('POST', '/api/admin/categories', newCategory({ slug: 'rings' }));
    expect([taken.statusCode, taken.json().message]).toEqual([409, M.slugTaken]);
  });

  it('leaves out a language left empty, so the store shows the English', async () => {
    const category = await create(newCategory({ name: { en: 'Kamarbandh', hi: '', ta: '  ' }, slug: '' }));
    expect(category.name).toEqual({ en: 'Kamarbandh' });
    expect(category.slug).toBe('kamarbandh');
  });

  it.each([
    ['no English name', { name: { en: ' ' } }, M.nameRequired],
    ['a slug with capitals', { slug: 'Toe-Rings' }, CATALOGUE_FIELD_MESSAGES.slug],
    ['a thumbnail from elsewhere', { thumbnailUrl: 'https://example.com/a.jpg' }, CATALOGUE_FIELD_MESSAGES.mediaUrl('Thumbnail')],
    ['an icon outside the media', { iconUrl: '/media/../etc/passwd' }, CATALOGUE_FIELD_MESSAGES.mediaUrl('Icon')],
    ['an attribute without a value', { attributes: [{ name: 'Sold as', value: '' }] }, M.attributes],
    ['a sort order with decimals', { sortOrder: 1.5 }, CATALOGUE_FIELD_MESSAGES.sortOrder],
  ] as Array<[string, Partial<AdminCategoryCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    const answer = await send('POST', '/api/admin/categories', newCategory(overrides));
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
  });

  it('is for staff only', async () => {
    const { authorization } = await signIn(t);
    expect((await send('POST', '/api/admin/categories', newCategory(), authorization)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/categories/{id}', () => {
  it("renames a category: the navigation, the listing's facets and its pieces show the new name at once", async () => {
    const [rings] = await t.database.db.select().from(categories).where(eq(categories.slug, 'rings'));
    const listing = async () => publicGet('/api/public/product?category=rings&limit=1');
    const cachedListing = await listing();
    expect(cachedListing.data[0].category.name.en).toBe('Rings');
    expect((await publicGet('/api/public/productcategory/rings')).data.name.en).toBe('Rings');

    const answer = await send('PATCH', `/api/admin/categories/${rings!.id}`, { name: { en: 'Finger Rings', hi: 'अंगूठी' } });
    expect([answer.statusCode, answer.json().message, answer.json().data.name.en]).toEqual([200, M.updated, 'Finger Rings']);
    expect((await publicGet('/api/public/productcategory/rings')).data.name.en).toBe('Finger Rings');
    const fresh = await listing();
    expect(fresh.data[0].category.name.en).toBe('Finger Rings');
    expect(fresh.facets.categories.find((facet: { slug: string }) => facet.slug === 'rings')).toMatchObject({ name: { en: 'Finger Rings' } });
    // Search finds the pieces by the new name (the category trigger re-indexed them).
    expect((await publicGet('/api/public/product/search?q=finger')).data.length).toBeGreaterThan(0);

    const [audit] = await auditOf(rings!.id);
    expect(audit).toMatchObject({ action: 'category.update', before: { name: { en: 'Rings' } }, after: { name: { en: 'Finger Rings' } } });
  });

  it('refuses a slug another category uses, an unknown category and an empty change', async () => {
    const category = await create(newCategory({ name: { en: 'Hair Pins' } }));
    const taken = await send('PATCH', `/api/admin/categories/${category.id}`, { slug: 'necklaces' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, M.slugTaken]);
    expect((await send('PATCH', '/api/admin/categories/none', { sortOrder: 1 })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/categories/${category.id}`, {})).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/categories/{id} and the list', () => {
  it('refuses to delete a category pieces use, saying how many', async () => {
    const [necklaces] = await t.database.db.select().from(categories).where(eq(categories.slug, 'necklaces'));
    const used = (await t.database.db.select({ id: products.id }).from(products).where(eq(products.categoryId, necklaces!.id))).length;
    const answer = await send('DELETE', `/api/admin/categories/${necklaces!.id}`);
    expect([answer.statusCode, answer.json().message]).toEqual([409, M.inUse(used)]);
    expect(answer.json().message).toMatch(/^\d+ pieces still use this category/);
    expect(await t.database.db.select().from(categories).where(eq(categories.id, necklaces!.id))).toHaveLength(1);
  });

  it('refuses to delete a category a coupon applies to', async () => {
    const category = await create(newCategory({ name: { en: 'Brooches' } }));
    await t.database.db.update(coupons).set({ applicableCategories: [category.id] }).where(eq(coupons.code, 'RINGS15'));
    const answer = await send('DELETE', `/api/admin/categories/${category.id}`);
    expect([answer.statusCode, answer.json().message]).toEqual([409, M.inCoupons(1)]);
  });

  it('deletes an unused category: gone from the navigation, audited with what it was', async () => {
    const category = await create(newCategory({ name: { en: 'Maang Tikka' } }));
    expect((await publicGet('/api/public/productcategory?limit=100')).data.map((row: { slug: string }) => row.slug)).toContain('maang-tikka');
    const answer = await send('DELETE', `/api/admin/categories/${category.id}`);
    expect([answer.statusCode, answer.json().message]).toEqual([200, M.deleted]);
    expect((await publicGet('/api/public/productcategory?limit=100')).data.map((row: { slug: string }) => row.slug)).not.toContain('maang-tikka');
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, category.id), eq(auditEvents.action, 'category.delete')));
    expect(audit).toMatchObject({ before: { slug: 'maang-tikka' }, after: null });
    expect((await send('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(404);
  });

  it('lists categories in display order with their pieces counted, found by name or slug', async () => {
    const answer = await send('GET', '/api/admin/categories?limit=3');
    expect(answer.json().pagination).toMatchObject({ currentPage: 1, itemsPerPage: 3, hasNextPage: true });
    const all = (await send('GET', '/api/admin/categories?limit=100')).json().data as AdminCategory[];
    const orders = all.map((category) => category.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const seeded = all.filter((category) => ['necklaces', 'earrings', 'rings'].includes(category.slug));
    expect(seeded.map((category) => category.slug)).toEqual(['necklaces', 'earrings', 'rings']);
    expect(seeded[0]!.productCount).toBe((await t.database.db.select({ id: products.id }).from(products).where(eq(products.categoryId, seeded[0]!.id))).length);
    const found = (await send('GET', '/api/admin/categories?q=hair')).json().data as AdminCategory[];
    expect(found.map((category) => category.slug)).toEqual(['hair-pins']);
    expect((await send('GET', `/api/admin/categories/${found[0]!.id}`)).json().data.name.en).toBe('Hair Pins');
  });
});

describe('GET /api/admin/categories?missing=', () => {
  it('finds the categories whose name or short description is not yet written in a language, a blank one too', async () => {
    const four = (en: string) => ({ en, hi: `${en} हिंदी`, ta: `${en} தமிழ்`, te: `${en} తెలుగు` });
    const whole = await create(newCategory({ name: four('Bhasha Whole'), shortDescription: four('Every language.') }));
    const noTelugu = await create(newCategory({ name: four('Bhasha No Telugu'), shortDescription: { ...four('No Telugu here.'), te: '' } }));
    const englishOnly = await create(newCategory({ name: { en: 'Bhasha English' }, shortDescription: { en: 'English only.' } }));
    expect(noTelugu.shortDescription).toEqual({ en: 'No Telugu here.', hi: 'No Telugu here. हिंदी', ta: 'No Telugu here. தமிழ்' });
    await t.database.db.update(categories).set({ name: { ...four('Bhasha Whole'), ta: ' ' } }).where(eq(categories.id, whole.id));
    const slugsOf = async (missing: string) => {
      const answer = await send('GET', `/api/admin/categories?q=bhasha&limit=100&missing=${missing}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as AdminCategory[]).map((category) => category.slug).sort();
    };
    expect(await slugsOf('hi')).toEqual([englishOnly.slug]);
    expect(await slugsOf('ta')).toEqual([englishOnly.slug, whole.slug].sort());
    expect(await slugsOf('te')).toEqual([englishOnly.slug, noTelugu.slug].sort());
    const refused = await send('GET', '/api/admin/categories?missing=fr');
    expect([refused.statusCode, refused.json().message]).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });
});
