import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as PM, type AdminProduct, type AdminProductCreateInput } from '@aabhushan/shared/schemas/admin-products';
import { ADMIN_VARIANT_MESSAGES as M } from '@aabhushan/shared/schemas/admin-variants';
import { auditEvents, categories, mailOutbox, productVariants, users } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signIn, signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
let ringsId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  [{ id: ringsId }] = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'rings'))) as [{ id: string }];
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, authorization = staff.authorization) =>
  t.app.inject({ method, url, payload, headers: { authorization } });
let counter = 0;
async function ring(overrides: Partial<AdminProductCreateInput> = {}): Promise<AdminProduct> {
  counter += 1;
  const answer = await send('POST', '/api/admin/products', {
    name: { en: `Sized Ring ${counter}` }, shortDescription: { en: 'A ring in sizes.' }, longDescription: { en: 'A ring made in three sizes.' },
    categoryId: ringsId, metal: 'gold', purity: '18K', mrp: 30_000, salePrice: 28_000, stockQuantity: 0, isActive: true, ...overrides,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminProduct;
}
const size = (name: string, stockQuantity: number) => ({ variantName: name, attributes: [{ name: 'Ring size', value: name.replace('Size ', '') }], salePrice: 28_000, mrp: 30_000, stockQuantity });

describe('variants of a piece (staff)', () => {
  it('add sizes with their own stock: the piece sells by them, the store shows them at once', async () => {
    const piece = await ring();
    expect((await send('GET', `/api/public/product/${piece.slug}`)).statusCode).toBe(200);
    const added = await send('POST', `/api/admin/products/${piece.id}/variants`, size('Size 12', 2));
    expect([added.statusCode, added.json().message]).toEqual([201, M.created]);
    await send('POST', `/api/admin/products/${piece.id}/variants`, size('Size 14', 3));
    const withSizes = (await send('GET', `/api/admin/products/${piece.id}`)).json().data as AdminProduct;
    expect(withSizes.variants.map((variant) => [variant.variantName, variant.stockQuantity, variant.attributes])).toEqual([
      ['Size 12', 2, [{ name: 'Ring size', value: '12' }]],
      ['Size 14', 3, [{ name: 'Ring size', value: '14' }]],
    ]);
    expect(withSizes.availableStock).toBe(5);
    const shown = (await send('GET', `/api/public/product/${piece.slug}`)).json().data as { variants: Array<{ variantName: string }> };
    expect(shown.variants.map((variant) => variant.variantName)).toEqual(['Size 12', 'Size 14']);
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, piece.id), eq(auditEvents.action, 'product.variant.create')));
    expect(audit).toMatchObject({ actorId: staff.userId, before: { availableStock: 0 }, after: { availableStock: 2 } });
  });

  it('change a size\'s stock and price, and switch it off', async () => {
    const piece = await ring();
    const created = (await send('POST', `/api/admin/products/${piece.id}/variants`, size('Size 10', 1))).json().data as AdminProduct;
    const variantId = created.variants[0]!.id;
    const changed = await send('PATCH', `/api/admin/products/${piece.id}/variants/${variantId}`, { stockQuantity: 6, salePrice: 26_500 });
    expect([changed.statusCode, changed.json().message]).toEqual([200, M.updated]);
    expect((changed.json().data as AdminProduct).variants[0]).toMatchObject({ stockQuantity: 6, salePrice: 26_500, mrp: 30_000 });
    const off = (await send('PATCH', `/api/admin/products/${piece.id}/variants/${variantId}`, { isActive: false })).json().data as AdminProduct;
    expect([off.variants[0]!.isActive, off.availableStock]).toEqual([false, 0]);
  });

  it("keep a size's translations when staff send its attributes unchanged, take the words staff write per language, and show a changed value as written", async () => {
    const piece = await ring();
    const tamil = { en: 'Size 12', hi: 'साइज़ 12', ta: 'அளவு 12', te: 'సైజు 12' };
    const created = await send('POST', `/api/admin/products/${piece.id}/variants`, { ...size('Size 12', 2), attributes: [{ name: 'Ring size', value: '12', displayValue: { ...tamil, hi: ' ' } }] });
    expect(created.statusCode, created.body).toBe(201);
    const variantId = (created.json().data as AdminProduct).variants[0]!.id;
    const saved = async () => (await t.database.db.select({ attributes: productVariants.attributes }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.attributes;
    // A blank language is not written.
    expect(await saved()).toEqual([{ name: 'Ring size', value: '12', displayValue: { en: 'Size 12', ta: 'அளவு 12', te: 'సైజు 12' } }]);
    const patch = (body: object) => send('PATCH', `/api/admin/products/${piece.id}/variants/${variantId}`, body);

    expect((await patch({ attributes: [{ name: 'Ring size', value: '12' }], stockQuantity: 4 })).statusCode).toBe(200);
    expect(await saved()).toEqual([{ name: 'Ring size', value: '12', displayValue: { en: 'Size 12', ta: 'அளவு 12', te: 'సైజు 12' } }]);
    expect((await patch({ attributes: [{ name: 'Ring size', value: '12', displayValue: tamil }] })).statusCode).toBe(200);
    expect((await saved())[0]!.displayValue).toEqual(tamil);
    expect((await patch({ variantName: 'Size 13', attributes: [{ name: 'Ring size', value: '13' }] })).statusCode).toBe(200);
    expect(await saved()).toEqual([{ name: 'Ring size', value: '13', displayValue: { en: '13' } }]);
    const noEnglish = await patch({ attributes: [{ name: 'Ring size', value: '13', displayValue: { en: ' ', ta: 'அளவு 13' } }] });
    expect([noEnglish.statusCode, JSON.stringify(noEnglish.json())]).toEqual([400, expect.stringContaining(M.attributes)]);
  });

  it('refuse a sale price above the MRP, a name the piece already has, an unknown size, and sizes on a piece priced by weight', async () => {
    const piece = await ring();
    const above = await send('POST', `/api/admin/products/${piece.id}/variants`, { ...size('Size 8', 1), salePrice: 31_000 });
    expect([above.statusCode, JSON.stringify(above.json())]).toEqual([400, expect.stringContaining(PM.salePriceAboveMrp)]);
    const first = (await send('POST', `/api/admin/products/${piece.id}/variants`, size('Size 8', 1))).json().data as AdminProduct;
    const twice = await send('POST', `/api/admin/products/${piece.id}/variants`, size('size 8', 1));
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.nameTaken]);
    const raised = await send('PATCH', `/api/admin/products/${piece.id}/variants/${first.variants[0]!.id}`, { salePrice: 30_500 });
    expect([raised.statusCode, raised.json().message]).toEqual([400, PM.salePriceAboveMrp]);
    const unknown = await send('PATCH', `/api/admin/products/${piece.id}/variants/no-such-variant`, { stockQuantity: 1 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.notFound]);
    const band = await ring({ pricingMode: 'weight', purity: '22K', netWeightGrams: 3, makingCharge: { kind: 'percent', percent: 10 }, mrp: undefined, salePrice: undefined });
    const weighed = await send('POST', `/api/admin/products/${band.id}/variants`, size('Size 8', 1));
    expect([weighed.statusCode, weighed.json().message]).toEqual([400, PM.weightWithVariants]);
  });

  it('tell a customer waiting for a sold-out piece when a size comes in', async () => {
    const piece = await ring();
    const { userId, authorization } = await signIn(t, 'Asha Menon');
    expect((await send('POST', '/api/wishlist/add', { productId: piece.id, notifyOnStock: true }, authorization)).statusCode).toBeLessThan(300);
    await send('POST', `/api/admin/products/${piece.id}/variants`, size('Size 16', 1));
    const [{ email }] = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId))) as [{ email: string }];
    await t.app.jobs.runDue();
    const mails = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%back in stock%')));
    expect(mails.map((mail) => mail.subject)).toEqual([`${piece.name.en} is back in stock`]);
  });
});
