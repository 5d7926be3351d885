import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { priceByWeight } from '@aabhushan/shared/rules/weight-pricing';
import { METAL_RATE_MESSAGES, type MetalRatesAnswer, type MetalRatesSaved } from '@aabhushan/shared/schemas/admin-metal-rates';
import { ADMIN_PRODUCT_MESSAGES as M, type AdminProduct, type AdminProductCreateInput } from '@aabhushan/shared/schemas/admin-products';
import { auditEvents, categories, products, productVariants } from '../../../db/schema/index';
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

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, authorization = staff.authorization) =>
  t.app.inject({ method, url, payload, headers: { authorization } });

/** 4.25 g of 22K gold with 12 % making charges: ₹38,438 at ₹7,840/g (weight-pricing.test.ts). */
const byWeight = (name: string, overrides: Partial<AdminProductCreateInput> = {}): AdminProductCreateInput => ({
  name: { en: name },
  shortDescription: { en: 'A band priced by the day.' },
  longDescription: { en: 'A plain 22K band, priced by its weight at the day\'s rate.' },
  categoryId: ringsId,
  metal: 'gold',
  purity: '22K',
  netWeightGrams: 4.25,
  pricingMode: 'weight',
  makingCharge: { kind: 'percent', percent: 12 },
  stockQuantity: 5,
  isActive: true,
  ...overrides,
});

async function create(body: AdminProductCreateInput): Promise<AdminProduct> {
  const answer = await send('POST', '/api/admin/products', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminProduct;
}

describe('pieces priced by weight', () => {
  it('are priced from the day\'s rate on creation, with no marked-down price', async () => {
    const band = await create(byWeight('Daily Rate Band'));
    expect(band).toMatchObject({ pricingMode: 'weight', makingCharge: { kind: 'percent', percent: 12 }, salePrice: 38_438, mrp: 38_438, basePrice: 38_438 });
  });

  it('need a purity, a weight and making charges, and cannot have variants', async () => {
    const noMaking = await send('POST', '/api/admin/products', byWeight('No Making Band', { makingCharge: null }));
    expect([noMaking.statusCode, noMaking.json().message]).toEqual([400, M.weightNeedsHallmark]);
    const [varied] = await t.database.db.select({ id: productVariants.productId }).from(productVariants).where(eq(productVariants.isActive, true)).limit(1);
    const switched = await send('PATCH', `/api/admin/products/${varied!.id}`, { pricingMode: 'weight', metal: 'gold', purity: '22K', netWeightGrams: 3, makingCharge: { kind: 'percent', percent: 10 } });
    expect([switched.statusCode, switched.json().message]).toEqual([400, M.weightWithVariants]);
  });
});

describe('GET and PUT /api/admin/metal-rates', () => {
  it('answers the stored rates, and refuses a list that is not one rate per purity', async () => {
    const { data } = (await send('GET', '/api/admin/metal-rates')).json() as { data: MetalRatesAnswer };
    expect(data.rates.find((rate) => rate.purity === '22K')).toMatchObject({ metal: 'gold', ratePerGram: 7_840 });
    expect(data.date).toBe('2026-01-05');
    for (const rates of [[], [{ purity: '22K', ratePerGram: 8_000 }, { purity: '22K', ratePerGram: 8_100 }]]) {
      const answer = await send('PUT', '/api/admin/metal-rates', { rates });
      expect([answer.statusCode, answer.json().message]).toEqual([400, METAL_RATE_MESSAGES.rates]);
    }
    const zero = await send('PUT', '/api/admin/metal-rates', { rates: [{ purity: '22K', ratePerGram: 0 }] });
    expect([zero.statusCode, zero.json().message]).toEqual([400, METAL_RATE_MESSAGES.rate]);
    const customer = await send('PUT', '/api/admin/metal-rates', { rates: [{ purity: '22K', ratePerGram: 9_000 }] }, (await signIn(t)).authorization);
    expect(customer.statusCode).toBe(403);
  });

  it('reprices the pieces priced by weight in one go: shops, carts and audit see it, fixed prices stay', async () => {
    const band = await create(byWeight('Rate Watch Band'));
    const perGram = await create(byWeight('Per Gram Band', { makingCharge: { kind: 'per-gram', perGram: 950 }, stoneValue: 1_200 }));
    const silver = await create(byWeight('Silver Rate Anklet', { metal: 'silver', purity: '925', netWeightGrams: 20 }));
    const [fixed] = await t.database.db.select().from(products).where(and(eq(products.metalPurity, '22K'), eq(products.pricingMode, 'fixed'), eq(products.isActive, true))).limit(1);
    const { authorization } = await signIn(t);
    expect((await send('POST', '/api/v1/cart/add', { productId: band.id }, authorization)).statusCode).toBe(200);
    const cartPrice = async () => ((await send('GET', '/api/v1/cart', undefined, authorization)).json().data.items as Array<{ productId: string; price: number }>)[0]!;
    const shown = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/public/product/${slug}` })).json().data as { pricing: { salePrice: number }; priceBreakup: { metalRatePerGram: number } | null };
    expect((await shown(band.slug)).pricing.salePrice).toBe(38_438);

    const answer = await send('PUT', '/api/admin/metal-rates', { rates: [{ purity: '22K', ratePerGram: 8_000 }, { purity: '925', ratePerGram: 120 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, message } = answer.json() as { data: MetalRatesSaved; message: string };
    const expected = (input: Parameters<typeof priceByWeight>[0]) => priceByWeight(input).pricePaise / 100;
    const bandPrice = expected({ metalWeightMg: 4_250, ratePerGramPaise: 800_000, making: { kind: 'percent', basisPoints: 1_200 }, stoneValuePaise: 0, gstRatePercent: 3 });
    const perGramPrice = expected({ metalWeightMg: 4_250, ratePerGramPaise: 800_000, making: { kind: 'per-gram', paisePerGram: 95_000 }, stoneValuePaise: 120_000, gstRatePercent: 3 });
    expect(data.repriced).toEqual(
      expect.arrayContaining([
        { productId: band.id, name: 'Rate Watch Band', oldPrice: 38_438, newPrice: bandPrice },
        { productId: perGram.id, name: 'Per Gram Band', oldPrice: perGram.salePrice, newPrice: perGramPrice },
      ]),
    );
    // Silver's rate did not change (120 is its rate already): not repriced.
    expect(data.repriced.map((piece) => piece.productId)).not.toContain(silver.id);
    expect(message).toBe(METAL_RATE_MESSAGES.saved(data.repriced.length));
    expect(data.date).toBe(indianDateOf(new Date()));

    // The store shows the new price and the new rate at once, the cart too; a fixed price stays, its breakup at the new rate.
    expect((await shown(band.slug)).pricing.salePrice).toBe(bandPrice);
    expect((await shown(band.slug)).priceBreakup?.metalRatePerGram).toBe(8_000);
    expect(await cartPrice()).toMatchObject({ productId: band.id, price: bandPrice });
    const fixedShown = await shown(fixed!.slug);
    expect(fixedShown.pricing.salePrice).toBe(fixed!.salePricePaise / 100);
    if (fixedShown.priceBreakup) expect(fixedShown.priceBreakup.metalRatePerGram).toBe(8_000);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/public/settings' })).json().data as { metalRates: Array<{ purity: string; ratePerGram: number }> };
    expect(settings.metalRates.find((rate) => rate.purity === '22K')!.ratePerGram).toBe(8_000);

    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, band.id));
    expect(audit.find((row) => row.action === 'product.reprice')).toMatchObject({ actorId: staff.userId, before: { salePrice: 38_438 }, after: { salePrice: bandPrice } });
    const [ratesAudit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'metal-rates.update'));
    expect(ratesAudit).toMatchObject({ actorId: staff.userId, entityType: 'metal-rates' });

    // Saving the same rates again changes nothing.
    const again = (await send('PUT', '/api/admin/metal-rates', { rates: [{ purity: '22K', ratePerGram: 8_000 }] })).json() as { data: MetalRatesSaved };
    expect(again.data.repriced).toEqual([]);
  });
});
