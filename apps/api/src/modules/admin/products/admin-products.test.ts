import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { ADMIN_PRODUCT_MESSAGES as M, type AdminProduct, type AdminProductCreateInput } from '@aabhushan/shared/schemas/admin-products';
import { auditEvents, categories, products } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signInStaff } from '../../../test/signed-in-customer';
import { slugFromName } from './admin-products.service';

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

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: staff.authorization } });
const publicAnswer = async (url: string) => {
  const answer = await t.app.inject({ method: 'GET', url });
  return { status: answer.statusCode, body: answer.json() as { data: unknown } };
};

let counter = 0;
/** A valid new ring; each call names a different one. */
function newRing(overrides: Partial<AdminProductCreateInput> = {}): AdminProductCreateInput {
  counter += 1;
  return {
    name: { en: `Staff Test Ring ${counter}`, hi: `परीक्षण अंगूठी ${counter}` },
    shortDescription: { en: 'A plain band.' },
    longDescription: { en: 'A plain band in 22K gold, hallmarked.' },
    categoryId: ringsId,
    metal: 'gold',
    purity: '22K',
    netWeightGrams: 3.452,
    stoneValue: 0,
    mrp: 32_000,
    salePrice: 30_999.5,
    stockQuantity: 4,
    tags: ['Plain', 'daily-wear'],
    ...overrides,
  };
}

async function create(body: AdminProductCreateInput): Promise<AdminProduct> {
  const answer = await send('POST', '/api/admin/products', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { data: AdminProduct }).data;
}

describe('POST /api/admin/products', () => {
  it('creates an unpublished piece with a slug from its name, in rupees and grams, audited', async () => {
    const answer = await send('POST', '/api/admin/products', newRing());
    expect(answer.statusCode).toBe(201);
    const { message, data } = answer.json() as { message: string; data: AdminProduct };
    expect(message).toBe(M.created);
    expect(data).toMatchObject({
      slug: `staff-test-ring-${counter}`,
      isActive: false,
      purity: '22K',
      huid: null,
      netWeightGrams: 3.452,
      salePrice: 30_999.5,
      mrp: 32_000,
      basePrice: 32_000,
      stockQuantity: 4,
      availableStock: 4,
      tags: ['Plain', 'daily-wear'],
      category: { id: ringsId, slug: 'rings' },
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, data.id));
    expect(row).toMatchObject({ salePricePaise: 3_099_950, metalWeightMg: 3452, isActive: false });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, data.id));
    expect(audit).toEqual([expect.objectContaining({ actorId: staff.userId, action: 'product.create', entityType: 'product', before: null, after: data })]);
    // Unpublished: shoppers do not see it.
    expect((await publicAnswer(`/api/public/product/${data.slug}`)).status).toBe(404);
  });

  it('numbers a slug taken by another piece, and refuses a slug asked for that is taken', async () => {
    const first = await create(newRing({ name: { en: 'Twin Band' } }));
    const second = await create(newRing({ name: { en: 'Twin Band' } }));
    expect([first.slug, second.slug]).toEqual(['twin-band', 'twin-band-2']);
    const taken = await send('POST', '/api/admin/products', newRing({ slug: 'twin-band' }));
    expect([taken.statusCode, taken.json().message]).toEqual([409, M.slugTaken]);
  });

  it('refuses a HUID another piece carries', async () => {
    const [hallmarked] = await t.database.db.select({ huid: products.huid }).from(products).where(and(isNotNull(products.huid), eq(products.metalPurity, '22K'))).limit(1);
    const answer = await send('POST', '/api/admin/products', newRing({ huid: hallmarked!.huid!.toLowerCase() }));
    expect([answer.statusCode, answer.json().message]).toEqual([409, M.huidTaken]);
  });

  it.each([
    ['a sale price above the MRP', { salePrice: 33_000 }, M.salePriceAboveMrp],
    ['a base price above the MRP', { basePrice: 33_000 }, M.basePriceAboveMrp],
    ['a sale price of 0', { salePrice: 0 }, M.salePriceRequired],
    ['a price beyond the paisa', { salePrice: 100.555 }, M.price('Sale price')],
    ['a HUID of 5 characters', { huid: 'AB12C' }, M.huid],
    ['a HUID without a purity', { huid: 'ZZ9Q01', purity: null }, M.huidNeedsPurity],
    ['a purity of another metal', { metal: 'silver', purity: '22K' }, M.purityForMetal],
    ['a weight beyond the milligram', { netWeightGrams: 1.2345 }, M.netWeight],
    ['no English name', { name: { en: '  ' } }, M.nameRequired],
    ['a tag of 61 characters', { tags: ['x'.repeat(61)] }, M.tags],
    ['a blank tag', { tags: [' '] }, M.tags],
    ['negative stock', { stockQuantity: -1 }, M.stock],
    ['a picture from elsewhere', { images: [{ url: 'https://elsewhere.example/x.jpg', altText: 'x', isPrimary: true }] }, M.images],
    ['two primary pictures', { images: [{ url: '/media/a.jpg', altText: 'a', isPrimary: true }, { url: '/media/b.jpg', altText: 'b', isPrimary: true }] }, M.images],
    ['a specification without its English value', { specifications: [{ group: { en: 'Purity' }, value: { en: ' ', ta: '22 காரட்' } }] }, M.specifications],
    ['a specification value as plain text', { specifications: [{ group: { en: 'Purity' }, value: '22 Karat' }] }, M.specifications],
    ['an attribute label without its English', { attributes: [{ name: 'Metal', value: '22K Yellow Gold', label: { en: '', hi: 'धातु' } }] }, M.attributes],
  ] as Array<[string, Partial<AdminProductCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    const answer = await send('POST', '/api/admin/products', newRing(overrides));
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
  });

  it('keeps a piece\'s attributes and specifications in the languages written: the English keys as sent, the shoppers\' words per language', async () => {
    const piece = await create(
      newRing({
        isActive: true,
        attributes: [
          { name: 'Metal', value: '22K Yellow Gold', label: { en: 'Metal', ta: 'உலோகம்' }, displayValue: { en: '22K Yellow Gold', ta: '22 காரட் மஞ்சள் தங்கம்', te: ' ' } },
          { name: 'Style', value: 'Temple' },
        ],
        specifications: [{ group: { en: 'Purity', hi: 'शुद्धता' }, value: { en: '22 Karat (91.6% gold)', hi: '22 कैरेट (91.6% सोना)', te: '' } }],
      }),
    );
    // A blank translation is left out; an attribute sent without its words reads its name and value.
    const attributes = [
      { name: 'Metal', value: '22K Yellow Gold', label: { en: 'Metal', ta: 'உலோகம்' }, displayValue: { en: '22K Yellow Gold', ta: '22 காரட் மஞ்சள் தங்கம்' } },
      { name: 'Style', value: 'Temple', label: { en: 'Style' }, displayValue: { en: 'Temple' } },
    ];
    const specifications = [{ group: { en: 'Purity', hi: 'शुद्धता' }, value: { en: '22 Karat (91.6% gold)', hi: '22 कैरेट (91.6% सोना)' } }];
    expect([piece.attributes, piece.specifications]).toEqual([attributes, specifications]);
    const shown = (await publicAnswer(`/api/public/product/${piece.slug}`)).body.data as Pick<AdminProduct, 'attributes' | 'specifications'>;
    expect([shown.attributes, shown.specifications]).toEqual([attributes, specifications]);

    const changed = await send('PATCH', `/api/admin/products/${piece.id}`, { specifications: [{ group: { en: 'Care' }, value: { en: 'Keep dry', te: 'తడి తగలకుండా ఉంచండి' } }] });
    expect(changed.json().data.specifications).toEqual([{ group: { en: 'Care' }, value: { en: 'Keep dry', te: 'తడి తగలకుండా ఉంచండి' } }]);
    expect(((await publicAnswer(`/api/public/product/${piece.slug}`)).body.data as AdminProduct).specifications).toEqual(changed.json().data.specifications);
  });

  it('refuses a category or brand that does not exist', async () => {
    const noCategory = await send('POST', '/api/admin/products', newRing({ categoryId: 'no-such-category' }));
    expect([noCategory.statusCode, noCategory.json().message]).toEqual([400, M.unknownCategory]);
    const noBrand = await send('POST', '/api/admin/products', newRing({ brandId: 'no-such-brand' }));
    expect([noBrand.statusCode, noBrand.json().message]).toEqual([400, M.unknownBrand]);
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('publishes a piece: shoppers see it in the listing they had already loaded, and the change is audited', async () => {
    const piece = await create(newRing());
    const listing = async () => ((await publicAnswer('/api/public/product?category=rings&limit=1000')).body.data as Array<{ slug: string }>).map((p) => p.slug);
    expect(await listing()).not.toContain(piece.slug);
    const answer = await send('PATCH', `/api/admin/products/${piece.id}`, { isActive: true });
    expect([answer.statusCode, answer.json().message, answer.json().data.isActive]).toEqual([200, M.published, true]);
    expect(await listing()).toContain(piece.slug);
    expect((await publicAnswer(`/api/public/product/${piece.slug}`)).status).toBe(200);

    const unpublished = await send('PATCH', `/api/admin/products/${piece.id}`, { isActive: false });
    expect(unpublished.json().message).toBe(M.unpublished);
    expect(await listing()).not.toContain(piece.slug);
    const actions = await t.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, piece.id));
    expect(actions.map(({ action }) => action).sort()).toEqual(['product.create', 'product.publish', 'product.unpublish']);
  });

  it('changes a price shoppers see at once, with the old and new price in the audit', async () => {
    const piece = await create(newRing({ isActive: true }));
    const shown = async () => ((await publicAnswer(`/api/public/product/${piece.slug}`)).body.data as { pricing: { salePrice: number } }).pricing.salePrice;
    expect(await shown()).toBe(30_999.5);
    const answer = await send('PATCH', `/api/admin/products/${piece.id}`, { salePrice: 29_500, stockQuantity: 9 });
    expect([answer.statusCode, answer.json().message]).toEqual([200, M.updated]);
    expect(await shown()).toBe(29_500);
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, piece.id), eq(auditEvents.action, 'product.update')));
    expect(audit).toMatchObject({ before: { salePrice: 30_999.5, stockQuantity: 4 }, after: { salePrice: 29_500, stockQuantity: 9 } });
  });

  it('moves a piece to a new slug: the old address is gone for shoppers', async () => {
    const piece = await create(newRing({ isActive: true }));
    expect((await publicAnswer(`/api/public/product/${piece.slug}`)).status).toBe(200);
    const answer = await send('PATCH', `/api/admin/products/${piece.id}`, { slug: `${piece.slug}-renamed` });
    expect(answer.json().data.slug).toBe(`${piece.slug}-renamed`);
    expect((await publicAnswer(`/api/public/product/${piece.slug}`)).status).toBe(404);
    expect((await publicAnswer(`/api/public/product/${piece.slug}-renamed`)).status).toBe(200);
  });

  it('checks the rules between fields against the saved piece', async () => {
    const piece = await create(newRing());
    const aboveMrp = await send('PATCH', `/api/admin/products/${piece.id}`, { salePrice: 40_000 });
    expect([aboveMrp.statusCode, aboveMrp.json().message]).toEqual([400, M.salePriceAboveMrp]);
    const silver = await send('PATCH', `/api/admin/products/${piece.id}`, { metal: 'silver' });
    expect([silver.statusCode, silver.json().message]).toEqual([400, M.purityForMetal]);
    const both = await send('PATCH', `/api/admin/products/${piece.id}`, { metal: 'silver', purity: '925', salePrice: 2_000, basePrice: 2_500, mrp: 2_500 });
    expect(both.statusCode).toBe(200);
    const taken = await send('PATCH', `/api/admin/products/${piece.id}`, { slug: 'twin-band' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, M.slugTaken]);
  });

  it('refuses an empty change and an unknown piece', async () => {
    const piece = await create(newRing());
    const empty = await send('PATCH', `/api/admin/products/${piece.id}`, {});
    expect([empty.statusCode, empty.json().message]).toEqual([400, M.nothingToChange]);
    const unknown = await send('PATCH', '/api/admin/products/no-such-piece', { stockQuantity: 1 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.notFound]);
  });
});

describe('GET /api/admin/products', () => {
  it('lists unpublished and sold-out pieces too, filtered by state, name and category, with pages', async () => {
    const hidden = await create(newRing({ name: { en: 'Hidden Filigree Ring' } }));
    const soldOut = await create(newRing({ name: { en: 'Sold Filigree Ring' }, stockQuantity: 0, isActive: true }));
    const slugsOf = async (query: string) => {
      const answer = await send('GET', `/api/admin/products?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { data: AdminProduct[] }).data.map((product) => product.slug);
    };
    expect(await slugsOf('q=filigree')).toEqual([soldOut.slug, hidden.slug]); // the last changed first
    expect(await slugsOf('q=filigree&status=inactive')).toEqual([hidden.slug]);
    expect(await slugsOf('q=filigree&status=sold-out')).toEqual([soldOut.slug]);
    expect(await slugsOf('q=filigree&category=earrings')).toEqual([]);
    const page = (await send('GET', '/api/admin/products?limit=2&page=2')).json() as { data: unknown[]; pagination: { currentPage: number; itemsPerPage: number; totalItems: number } };
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ currentPage: 2, itemsPerPage: 2 });
    expect(page.pagination.totalItems).toBe((await t.database.db.select({ id: products.id }).from(products)).length);
  });

  it('finds the pieces not yet written in Hindi, Tamil or Telugu: any of name, short text and description, a blank one too', async () => {
    const four = (en: string) => ({ en, hi: `${en} हिंदी`, ta: `${en} தமிழ்`, te: `${en} తెలుగు` });
    const whole = await create(newRing({ name: four('Bhasha Ring Whole'), shortDescription: four('A band.'), longDescription: four('A band in gold.') }));
    const noTamilName = await create(newRing({ name: { ...four('Bhasha Ring No Tamil'), ta: undefined }, shortDescription: four('A band.'), longDescription: four('A band in gold.') }));
    // A translation sent blank is stored as missing: the storefront shows the English.
    const blankTelugu = await create(newRing({ name: four('Bhasha Ring Blank Telugu'), shortDescription: four('A band.'), longDescription: { ...four('A band in gold.'), te: '  ' } }));
    const [stored] = await t.database.db.select({ longDescription: products.longDescription }).from(products).where(eq(products.id, blankTelugu.id));
    expect(stored!.longDescription).toEqual({ en: 'A band in gold.', hi: 'A band in gold. हिंदी', ta: 'A band in gold. தமிழ்' });
    // One saved blank before this rule (or written elsewhere) counts as missing all the same.
    const legacy = await create(newRing({ name: four('Bhasha Ring Legacy'), shortDescription: four('A band.'), longDescription: four('A band in gold.') }));
    await t.database.db.update(products).set({ shortDescription: { ...four('A band.'), hi: ' \t\n' } }).where(eq(products.id, legacy.id));

    const slugsOf = async (query: string) => {
      const answer = await send('GET', `/api/admin/products?q=bhasha&limit=100&${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { data: AdminProduct[] }).data.map((product) => product.slug).sort();
    };
    expect(await slugsOf('missing=ta')).toEqual([noTamilName.slug]);
    expect(await slugsOf('missing=te')).toEqual([blankTelugu.slug]);
    expect(await slugsOf('missing=hi')).toEqual([legacy.slug]);
    expect(await slugsOf('')).toEqual([whole.slug, noTamilName.slug, blankTelugu.slug, legacy.slug].sort());
    expect(await slugsOf('missing=ta&status=active')).toEqual([]);

    // A Tamil name written in an edit takes the piece off the list.
    const written = await send('PATCH', `/api/admin/products/${noTamilName.id}`, { name: four('Bhasha Ring No Tamil') });
    expect(written.statusCode, written.body).toBe(200);
    expect(await slugsOf('missing=ta')).toEqual([]);
  });

  it.each(['fr', 'en', 'TA', 'tamil', ''])('refuses missing=%s with the languages it takes', async (value) => {
    const answer = await send('GET', `/api/admin/products?missing=${value}`);
    expect([answer.statusCode, answer.json().message, answer.json().code]).toEqual([400, MISSING_LANGUAGE_MESSAGE, 'CATALOGUE_FIELD_MISSING_LANGUAGE']);
  });

  it('answers one piece by id, and 404 for none', async () => {
    const piece = await create(newRing());
    expect((await send('GET', `/api/admin/products/${piece.id}`)).json().data).toEqual(piece);
    expect((await send('GET', '/api/admin/products/no-such-piece')).statusCode).toBe(404);
  });
});

describe('slugFromName', () => {
  it('keeps letters and digits, joined by single hyphens', () => {
    expect(slugFromName('Kundan Jhumka (22K) — Pair')).toBe('kundan-jhumka-22k-pair');
    expect(slugFromName('Café Ring')).toBe('cafe-ring');
    expect(slugFromName('अंगूठी')).toBe('piece');
  });
});
