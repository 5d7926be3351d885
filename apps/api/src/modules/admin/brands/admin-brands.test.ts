import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_FIELD_MESSAGES } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { ADMIN_BRAND_MESSAGES as M, type AdminBrand, type AdminBrandCreateInput } from '@aabhushan/shared/schemas/admin-brands';
import { auditEvents, brands, products } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: staff.authorization } });
const publicBrands = async () => ((await t.app.inject({ method: 'GET', url: '/api/public/brand?limit=100' })).json().data as Array<{ slug: string; name: { en: string }; logo: string }>);
const newBrand = (overrides: Partial<AdminBrandCreateInput> = {}): AdminBrandCreateInput => ({ name: 'Kalyan Karigari', logoUrl: '/media/uploads/logo-1', ...overrides });
async function create(body: AdminBrandCreateInput): Promise<AdminBrand> {
  const answer = await send('POST', '/api/admin/brands', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminBrand;
}

describe('/api/admin/brands', () => {
  it('creates a brand shoppers see at once, its slug made from the name, audited', async () => {
    expect((await publicBrands()).map((brand) => brand.slug)).not.toContain('kalyan-karigari'); // now cached
    const brand = await create(newBrand());
    expect(brand).toMatchObject({ slug: 'kalyan-karigari', name: 'Kalyan Karigari', logoUrl: '/media/uploads/logo-1', productCount: 0 });
    expect((await publicBrands()).find((row) => row.slug === 'kalyan-karigari')).toMatchObject({ name: { en: 'Kalyan Karigari' }, logo: '/media/uploads/logo-1' });
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, brand.id));
    expect(audit).toMatchObject({ actorId: staff.userId, action: 'brand.create', entityType: 'brand', after: brand });
    expect((await create(newBrand())).slug).toBe('kalyan-karigari-2');
  });

  it.each([
    ['no name', { name: '  ' }, M.name],
    ['a slug with a space', { slug: 'kalyan karigari' }, CATALOGUE_FIELD_MESSAGES.slug],
    ['a logo from another site', { logoUrl: 'http://example.com/logo.png' }, CATALOGUE_FIELD_MESSAGES.mediaUrl('Logo')],
  ] as Array<[string, Partial<AdminBrandCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    const answer = await send('POST', '/api/admin/brands', newBrand(overrides));
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
  });

  it("renames a brand: the brand list and its pieces' pages show the new name at once", async () => {
    const [piece] = await t.database.db.select({ slug: products.slug, brandId: products.brandId }).from(products).where(and(isNotNull(products.brandId), eq(products.isActive, true))).limit(1);
    const page = async () => (await t.app.inject({ method: 'GET', url: `/api/public/product/${piece!.slug}` })).json().data;
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, piece!.brandId!));
    expect((await page()).brand.name.en).toBe(brand!.name); // now cached
    const answer = await send('PATCH', `/api/admin/brands/${brand!.id}`, { name: 'Aabhushan Heritage Works' });
    expect([answer.statusCode, answer.json().message, answer.json().data.name]).toEqual([200, M.updated, 'Aabhushan Heritage Works']);
    expect((await page()).brand.name.en).toBe('Aabhushan Heritage Works');
    expect((await publicBrands()).find((row) => row.slug === brand!.slug)!.name.en).toBe('Aabhushan Heritage Works');
    const taken = await send('PATCH', `/api/admin/brands/${brand!.id}`, { slug: 'kalyan-karigari' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, M.slugTaken]);
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, brand!.id), eq(auditEvents.action, 'brand.update')));
    expect(audit).toMatchObject({ before: { name: brand!.name }, after: { name: 'Aabhushan Heritage Works' } });
  });

  it('refuses to delete a brand pieces carry, saying how many; deletes an unused one', async () => {
    const [piece] = await t.database.db.select({ brandId: products.brandId }).from(products).where(isNotNull(products.brandId)).limit(1);
    const carried = (await t.database.db.select({ id: products.id }).from(products).where(eq(products.brandId, piece!.brandId!))).length;
    const refused = await send('DELETE', `/api/admin/brands/${piece!.brandId}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.inUse(carried)]);

    const unused = await create(newBrand({ name: 'Short Lived', slug: 'short-lived' }));
    expect((await publicBrands()).map((brand) => brand.slug)).toContain('short-lived');
    const deleted = await send('DELETE', `/api/admin/brands/${unused.id}`);
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, M.deleted]);
    expect((await publicBrands()).map((brand) => brand.slug)).not.toContain('short-lived');
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, unused.id), eq(auditEvents.action, 'brand.delete')));
    expect(audit).toMatchObject({ before: { slug: 'short-lived' }, after: null });
  });

  it('lists brands with their pieces counted, and finds them', async () => {
    const all = (await send('GET', '/api/admin/brands?limit=100')).json().data as AdminBrand[];
    expect(all.some((brand) => brand.productCount > 0)).toBe(true);
    const found = (await send('GET', '/api/admin/brands?q=karigari')).json().data as AdminBrand[];
    expect(found.map((brand) => brand.slug).sort()).toEqual(['kalyan-karigari', 'kalyan-karigari-2']);
    expect((await send('GET', '/api/admin/brands/none')).statusCode).toBe(404);
  });
});
