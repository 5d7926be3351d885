import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@aabhushan/shared/rules/gst-state';
import { STORE_SETTINGS_MESSAGES as M, type StoreSettingsAnswer, type StoreSettingsBody } from '@aabhushan/shared/schemas/admin-store-settings';
import type { AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import { auditEvents, categories } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
let opening: StoreSettingsAnswer;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  opening = (await send('GET', '/api/admin/settings')).json().data;
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: url.startsWith('/api/admin') ? { authorization: staff.authorization } : {} });

/** The editable part of an answer, as a body to send back. */
function bodyOf({ updatedAt: _updatedAt, seller, ...rest }: StoreSettingsAnswer): StoreSettingsBody {
  return { ...rest, seller: { legalName: seller.legalName, gstin: seller.gstin } };
}

async function save(changes: (body: StoreSettingsBody) => StoreSettingsBody) {
  return send('PUT', '/api/admin/settings', changes(structuredClone(bodyOf(opening))));
}

/** A valid GSTIN of Karnataka (state code 29), check character computed. */
const KARNATAKA_GSTIN = `29AAHCA1985K1Z${gstinCheckCharacter('29AAHCA1985K1Z')}`;

describe('GET /api/admin/settings', () => {
  it('answers the settings the store opened with until staff first save', () => {
    expect(opening).toMatchObject({
      gstRatePercent: 3,
      shipping: { standard: { fee: 50, freeFrom: 25_000 }, express: { fee: 500 }, overnight: { fee: 1_200 } },
      codLimit: 50_000,
      codConfirmAbove: 20_000,
      paymentHoldMinutes: 15,
      seller: { gstin: '08AAHCA1985K1ZA', state: 'Rajasthan', stateCode: '08' },
      updatedAt: null,
    });
  });
});

describe('PUT /api/admin/settings', () => {
  it.each([
    ['a GSTIN with a wrong check character', (b: StoreSettingsBody) => ({ ...b, seller: { ...b.seller, gstin: '08AAHCA1985K1ZB' } }), M.gstin],
    ['a GST rate above 28 %', (b: StoreSettingsBody) => ({ ...b, gstRatePercent: 30 }), M.gstRate],
    ['a COD limit of 0', (b: StoreSettingsBody) => ({ ...b, codLimit: 0 }), M.codLimit],
    ['a payment hold of 4 minutes', (b: StoreSettingsBody) => ({ ...b, paymentHoldMinutes: 4 }), M.paymentHold],
    ['a payment hold of 61 minutes', (b: StoreSettingsBody) => ({ ...b, paymentHoldMinutes: 61 }), M.paymentHold],
    ['a payment hold of half minutes', (b: StoreSettingsBody) => ({ ...b, paymentHoldMinutes: 10.5 }), M.paymentHold],
    ['a negative phone-confirmation value', (b: StoreSettingsBody) => ({ ...b, codConfirmAbove: -1 }), M.codConfirmAbove],
    ['a fee to the tenth of a paisa', (b: StoreSettingsBody) => ({ ...b, shipping: { ...b.shipping, express: { ...b.shipping.express, fee: 10.005 } } }), M.fee('Express')],
    ['a phone with letters', (b: StoreSettingsBody) => ({ ...b, contact: { ...b.contact, phone: 'call us' } }), M.phone],
    ['closing before opening', (b: StoreSettingsBody) => ({ ...b, hours: [{ days: 'mon-sat' as const, opens: '18:00', closes: '10:00' }] }), M.time],
    ['the same days twice', (b: StoreSettingsBody) => ({ ...b, hours: [b.hours[0]!, b.hours[0]!] }), M.hours],
    ['no address', (b: StoreSettingsBody) => ({ ...b, contact: { ...b.contact, addressLines: [] } }), M.addressLines],
  ])('refuses %s with its message, and changes nothing', async (_case, change, message) => {
    const answer = await save(change);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(message);
    expect((await send('GET', '/api/admin/settings')).json().data.updatedAt).toBeNull();
  });

  it('stores the settings, audits them, and the store uses them at once', async () => {
    // Read first, so the public answers are cached before the change.
    expect((await send('GET', '/api/public/settings')).json().data.freeShippingThreshold).toBe(25_000);
    const answer = await save((b) => ({
      ...b,
      shipping: { ...b.shipping, standard: { fee: 99, freeFrom: 10_000, estimate: '4-6 days' } },
      codLimit: 20_000,
      codConfirmAbove: 5_000,
      paymentHoldMinutes: 30,
      returnWindowDays: 15,
      contact: { ...b.contact, phone: '+91 80 4000 1985', addressLines: ['12 Commercial Street', 'Bengaluru, Karnataka 560001'] },
      seller: { legalName: 'Aabhushan Jewels Private Limited', gstin: KARNATAKA_GSTIN.toLowerCase() },
    }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(M.saved);
    const saved = answer.json().data as StoreSettingsAnswer;
    // The state follows from the GSTIN, stored in capitals.
    expect(saved.seller).toEqual({ legalName: 'Aabhushan Jewels Private Limited', gstin: KARNATAKA_GSTIN, state: 'Karnataka', stateCode: '29' });
    expect(saved.updatedAt).not.toBeNull();

    const publicSettings = (await send('GET', '/api/public/settings')).json().data;
    expect(publicSettings).toMatchObject({ freeShippingThreshold: 10_000, codLimit: 20_000, codConfirmAbove: 5_000, paymentHoldMinutes: 30, returnWindowDays: 15, seller: { state: 'Karnataka', stateCode: '29' } });
    expect(publicSettings.shippingMethods[0]).toMatchObject({ code: 'standard', fee: 99, freeFrom: 10_000, estimate: '4-6 days' });
    expect(publicSettings.contact.addressLines).toEqual(['12 Commercial Street', 'Bengaluru, Karnataka 560001']);
    // The policy pages are written from the settings.
    expect(JSON.stringify((await send('GET', '/api/public/page/terms-of-service')).json().data)).toContain('15 days');
    // The delivery check's fee and free threshold too.
    expect((await send('GET', '/api/delivery/check/302003?amount=12000')).json().data.shippingCost).toBe(0);
    expect((await send('GET', '/api/delivery/check/302003?amount=9000')).json().data.shippingCost).toBe(99);

    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'settings.update'), eq(auditEvents.actorId, staff.userId)));
    expect(audit).toMatchObject({ entityType: 'settings', before: { codLimit: 50_000, seller: { stateCode: '08' } }, after: { codLimit: 20_000, seller: { stateCode: '29' } } });

    // Back to the opening settings for the tests after this one.
    expect((await send('PUT', '/api/admin/settings', bodyOf(opening))).statusCode).toBe(200);
    expect((await send('GET', '/api/public/settings')).json().data.freeShippingThreshold).toBe(25_000);
  });

  it('reprices the pieces priced by weight when the GST rate changes, with the old and new price audited', async () => {
    const [{ id: ringsId }] = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'rings'))) as [{ id: string }];
    const created = await send('POST', '/api/admin/products', {
      name: { en: 'Tax Test Band' },
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
    });
    const band = created.json().data as AdminProduct;
    // ₹37,318.40 before tax (4.25 g at ₹7,840/g with 12 % making): ₹38,438 at 3 % GST, ₹39,184 at 5 %.
    expect(band.salePrice).toBe(38_438);
    expect((await save((b) => ({ ...b, gstRatePercent: 5 }))).statusCode).toBe(200);
    const after = (await send('GET', `/api/admin/products/${band.id}`)).json().data as AdminProduct;
    expect(after.salePrice).toBe(39_184);
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'product.reprice'), eq(auditEvents.entityId, band.id)));
    expect(audit).toMatchObject({ before: { salePrice: 38_438 }, after: { salePrice: 39_184 } });
    // The public product answers with the new price (the cache was cleared).
    expect((await send('GET', `/api/public/product/${band.slug}`)).json().data.pricing.salePrice).toBe(39_184);

    expect((await send('PUT', '/api/admin/settings', bodyOf(opening))).statusCode).toBe(200);
    expect(((await send('GET', `/api/admin/products/${band.id}`)).json().data as AdminProduct).salePrice).toBe(38_438);
  });
});
