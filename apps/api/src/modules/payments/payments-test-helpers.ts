import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { orders as ordersTable, paymentEvents, payments, products, refreshTokens, users } from '../../db/schema/index';
import { createAccessTokens } from '../../lib/access-token';
import { createDataCipher } from '../../lib/data-cipher';
import { newId } from '../../lib/new-id';
import { TEST_DATA_KEY, TEST_JWT_SECRET, type TestApp } from '../../test/create-test-app';
import { createOrdersService } from '../orders/orders.service';
import type { OrderRow } from '../orders/orders.types';
import { OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { call, plainProducts } from '../wishlist/wishlist-test-helpers';
import { hmacHex } from './payment-signature';
import type { RazorpayClient, RazorpayPaymentEntity } from './razorpay-gateway';

/** Test helpers for the payments API (used only by *.test.ts files). */
export { call } from '../wishlist/wishlist-test-helpers';
export { signIn } from '../../test/signed-in-customer';

export const WEBHOOK_SECRET = 'webhook-secret-for-tests';

/** A stand-in for the Razorpay SDK: records calls, never touches the network. */
export function createFakeRazorpay(overrides: { paymentStatus?: string; method?: string } = {}) {
  let next = 0;
  const client = {
    orders: {
      create: vi.fn(async (params: { amount: number; currency: string; receipt: string }) => ({ id: `order_Fake${++next}`, amount: params.amount, currency: params.currency, receipt: params.receipt })),
      // No payment at Razorpay unless a test says otherwise (mockResolvedValue / mockRejectedValue).
      fetchPayments: vi.fn(async (_orderId: string): Promise<{ items: RazorpayPaymentEntity[] }> => ({ items: [] })),
    },
    payments: {
      fetch: vi.fn(async (id: string) => ({ id, order_id: null, status: overrides.paymentStatus ?? 'captured', method: overrides.method ?? 'upi', amount: 100 })),
      capture: vi.fn(async (id: string) => ({ id, status: 'captured' })),
      refund: vi.fn(async (_id: string, params: { amount: number }) => ({ id: `rfnd_Fake${++next}`, amount: params.amount })),
    },
  } satisfies RazorpayClient;
  return client;
}

/** A staff account (roleType admin) with a live session. */
export async function signInStaff(t: TestApp): Promise<{ userId: string; authorization: string }> {
  const userId = newId();
  const sessionId = newId();
  await t.database.db.insert(users).values({ id: userId, name: 'Store Staff', email: `${userId}@staff.example.com`, passwordHash: '!', roleType: 'admin' });
  await t.database.db.insert(refreshTokens).values({ id: newId(), familyId: sessionId, userId, tokenHash: randomBytes(16).toString('hex'), expiresAt: new Date(Date.now() + 86_400_000), sessionEndsAt: new Date(Date.now() + 86_400_000) });
  const { accessToken } = await createAccessTokens(TEST_JWT_SECRET).sign({ userId, roleType: 'admin', sessionId });
  return { userId, authorization: `Bearer ${accessToken}` };
}

const JAIPUR = {
  _id: 'address-1', title: 'Home', address_type: 'HOME', name: 'Meera Iyer', address: '14 Johari Bazaar', formatted_address: '14 Johari Bazaar, Jaipur',
  contact_number: '9829019850', pin_code: '302003', city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', stateCode: '08', coordinates: [75.82, 26.92], codAvailable: true,
};

/**
 * Places an order the way checkout does (cart, then the orders service), for `paise` when given
 * (the product's price is set so). The address book is out of this test's scope: a fixed address.
 */
export async function placeOrder(t: TestApp, customer: { userId: string; authorization: string }, options: { paymentMethod?: 'card' | 'upi' | 'cod'; pricePaise?: number; codAvailable?: boolean } = {}): Promise<OrderRow> {
  const [product] = await plainProducts(t, 1);
  if (options.pricePaise !== undefined || options.codAvailable !== undefined) {
    const price = options.pricePaise ?? product!.salePricePaise;
    await t.database.db.update(products).set({ basePricePaise: price, salePricePaise: price, mrpPaise: price, codAvailable: options.codAvailable ?? true }).where(eq(products.id, product!.id));
  }
  const added = await call(t, 'POST', '/api/v1/cart/add', customer.authorization, { productId: product!.id, quantity: 1 });
  expect(added.statusCode).toBe(200);
  const orders = createOrdersService({ db: t.database.db, mailer: { send: async () => {} }, cipher: createDataCipher(TEST_DATA_KEY), getOwnedAddress: async () => JAIPUR });
  const placed = await orders.placeOrder(customer.userId, { addressId: JAIPUR._id, shippingMethod: 'express', paymentMethod: options.paymentMethod ?? 'card' }, OPENING_STORE_SETTINGS);
  if (!placed.ok) throw new Error(placed.message);
  const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, placed.order.id));
  return row!;
}

export async function readOrder(t: TestApp, orderId: string): Promise<OrderRow> {
  const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
  return row!;
}

export async function paymentRows(t: TestApp, orderId: string) {
  return t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function eventCount(t: TestApp): Promise<number> {
  return (await t.database.db.select().from(paymentEvents)).length;
}

/** POST create-order for the order's own total; answers the payment order (asserting 200). */
export async function createPaymentOrder(t: TestApp, authorization: string, order: OrderRow) {
  const response = await call(t, 'POST', '/api/payments/create-order', authorization, { amount: order.grandTotalPaise, currency: 'INR', receipt: order.orderNumber, notes: { order_id: order.id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; amount: number; provider: string; keyId?: string; orderId: string };
}

/** A Razorpay webhook delivery signed with `secret`. */
export function sendWebhook(t: TestApp, body: object, { eventId = newId(), secret = WEBHOOK_SECRET, signature }: { eventId?: string; secret?: string; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? hmacHex(secret, raw), 'x-razorpay-event-id': eventId },
  });
}

export function capturedEvent(providerOrderId: string, providerPaymentId: string, event = 'payment.captured') {
  return { entity: 'event', event, payload: { payment: { entity: { id: providerPaymentId, order_id: providerOrderId, status: 'captured', method: 'netbanking', amount: 100 } } } };
}
