import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order } from '@aabhushan/shared/schemas/orders';
import { coupons, productVariants, products, refreshTokens, users } from '../../db/schema/index';
import { createAccessTokens } from '../../lib/access-token';
import { createDataCipher } from '../../lib/data-cipher';
import { newId } from '../../lib/new-id';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/create-test-app';
import { signIn } from '../../test/signed-in-customer';
import { createAddressService } from '../addresses/addresses.service';
import { plainProducts, productWithVariants } from '../wishlist/wishlist-test-helpers';

/** Test helpers for the orders API (used only by *.test.ts files). */

export { signIn, plainProducts };

/** A seeded piece sold in variants, and one of its variants stocked as asked (a ring in a size, say). */
export async function variantPiece(t: TestApp, fields: Partial<Pick<typeof productVariants.$inferSelect, 'stockQuantity' | 'maxOrderQuantity'>>) {
  const product = (await productWithVariants(t))!;
  const [variant] = await t.database.db.select().from(productVariants).where(and(eq(productVariants.productId, product.id), eq(productVariants.isActive, true))).limit(1);
  await t.database.db.update(productVariants).set(fields).where(eq(productVariants.id, variant!.id));
  return { product, variant: variant! };
}

export async function variantStockOf(t: TestApp, variantId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.n;
}
export const TEST_DATA_KEY = 'orders-test-data-key-of-at-least-32-characters';

/** The app with a known data key, so tests can save addresses the app can open. */
export function createOrdersTestApp(): Promise<TestApp> {
  return createTestApp({ config: { dataKey: TEST_DATA_KEY } });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export function call(t: TestApp, method: Method, url: string, authorization?: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, payload, headers: { ...(authorization ? { authorization } : {}), ...headers } });
}

/** A saved address of the customer in Jaipur (PIN 302001); answers its id. */
export async function saveAddress(t: TestApp, userId: string, contactNumber = '9876543210'): Promise<string> {
  const addresses = createAddressService(t.database.db, { cipher: createDataCipher(TEST_DATA_KEY) });
  const created = await addresses.create(userId, {
    title: 'Home',
    address_type: 'HOME',
    formatted_address: '14 Johari Bazaar, Jaipur',
    address: '14 Johari Bazaar',
    contact_number: contactNumber,
    pin_code: '302001',
    coordinates: [75.8235, 26.9196],
    type: 'Point',
  });
  if (!created.ok) throw new Error(created.message);
  return created.address._id;
}

/** A signed-in staff member (roleType admin) and its bearer header. */
export async function signInStaff(t: TestApp): Promise<{ userId: string; authorization: string }> {
  const userId = newId();
  const sessionId = newId();
  await t.database.db.insert(users).values({ id: userId, name: 'Store Staff', email: `${userId}@staff.example.com`, passwordHash: '!', roleType: 'admin' });
  await t.database.db.insert(refreshTokens).values({
    id: newId(), familyId: sessionId, userId, tokenHash: randomBytes(16).toString('hex'), expiresAt: new Date(Date.now() + 86_400_000), sessionEndsAt: new Date(Date.now() + 86_400_000),
  });
  const { accessToken } = await createAccessTokens(TEST_JWT_SECRET).sign({ userId, roleType: 'admin', sessionId });
  return { userId, authorization: `Bearer ${accessToken}` };
}

type ProductRow = typeof products.$inferSelect;

/** Sets a product's price (paise) and stock so totals and stock are known exactly. */
export async function stock(t: TestApp, product: ProductRow, fields: Partial<Pick<ProductRow, 'salePricePaise' | 'mrpPaise' | 'stockQuantity' | 'maxOrderQuantity' | 'codAvailable' | 'isActive'>>) {
  await t.database.db.update(products).set(fields).where(eq(products.id, product.id));
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row!.n;
}

export async function addToCart(t: TestApp, authorization: string, productId: string, quantity = 1) {
  const response = await call(t, 'POST', '/api/v1/cart/add', authorization, { productId, quantity });
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer with an address and `quantity` of `product` in the cart. */
export async function shopper(t: TestApp, product: ProductRow, quantity = 1, name?: string) {
  const customer = await signIn(t, name);
  const addressId = await saveAddress(t, customer.userId);
  await addToCart(t, customer.authorization, product.id, quantity);
  return { ...customer, addressId };
}

export function place(t: TestApp, authorization: string, body: object, idempotencyKey?: string) {
  return call(t, 'POST', '/api/orders', authorization, body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
}

/** Places an order and asserts it was created. */
export async function placeOk(t: TestApp, who: { authorization: string; addressId: string }, more: object = {}): Promise<Order> {
  const response = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi', ...more });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** A coupon row for tests; fixed ₹500 off, open to all, unless overridden. */
export async function makeCoupon(t: TestApp, fields: Partial<typeof coupons.$inferInsert> = {}) {
  const id = newId();
  const code = `T${id.slice(0, 8).toUpperCase()}`;
  await t.database.db.insert(coupons).values({
    id, code, type: 'fixed', value: 50_000, title: { en: 'Test ₹500 off', ta: 'சோதனை ₹500 தள்ளுபடி' }, description: { en: 'Test coupon' },
    validFrom: new Date(Date.now() - 86_400_000), validUntil: new Date(Date.now() + 86_400_000), ...fields,
  });
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

export async function couponUsed(t: TestApp, couponId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  return row!.n;
}
