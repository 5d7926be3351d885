import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import type { TestApp } from '../../test/create-test-app';
import { setUpPlan } from '../gold-plans/gold-plan-credit-test-helpers';
import { addToCart, call, createOrdersTestApp, place, plainProducts, shopper, stock } from '../orders/orders-test-helpers';

/** The right of access: a customer downloads everything the store keeps about them. */
describe('GET /api/auth/my-data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a JSON file with the profile, consents, addresses, orders, gold plans, reviews, wishlist and sign-ins', async () => {
    const [piece, loved] = await plainProducts(t, 2);
    await stock(t, piece!, { salePricePaise: 300_000, mrpPaise: 300_000, stockQuantity: 5, codAvailable: true });
    const who = await shopper(t, piece!, 1, 'Kavya Rao');
    const placed = await place(t, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'cod' });
    expect(placed.statusCode).toBe(201);
    await call(t, 'POST', '/api/wishlist/add', who.authorization, { productId: loved!.id });
    await t.database.db.insert(reviews).values({ id: newId(), productId: piece!.id, userId: who.userId, rating: 5, comment: 'Lovely finish, light to wear.' });
    const plan = await setUpPlan(t, who.userId);
    const other = await shopper(t, piece!, 1, 'Someone Else');
    await setUpPlan(t, other.userId);
    await addToCart(t, other.authorization, loved!.id);

    const answer = await call(t, 'GET', '/api/auth/my-data', who.authorization);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="aabhushan-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(Object.keys(data)).toEqual(['about', 'exportedAt', 'profile', 'consents', 'addresses', 'orders', 'goldPlans', 'reviews', 'wishlist', 'signIns']);
    expect(data.goldPlans).toEqual([expect.objectContaining({ id: plan, status: 'matured', balance: 50_000, bonus: 5_000, creditLeft: 55_000 })]);
    expect(data.profile).toMatchObject({ _id: who.userId, name: 'Kavya Rao', total_orders: 1 });
    expect(data.consents).toEqual({ termsAcceptedAt: null, termsVersion: null, newsletter: false });
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ contact_number: '9876543210', address: '14 Johari Bazaar' });
    expect(data.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([placed.json().data.orderNumber]);
    expect(data.orders[0].shippingAddress).toMatchObject({ contactNumber: '9876543210' });
    expect(data.reviews).toEqual([expect.objectContaining({ piece: piece!.name.en, link: `/product/${piece!.slug}`, rating: 5, comment: 'Lovely finish, light to wear.' })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ piece: loved!.name.en, link: `/product/${loved!.slug}` })]);
    expect(data.signIns).toHaveLength(1);
    expect(data.signIns[0]).toMatchObject({ remembered: false, endedAt: null });
    // Nothing of anyone else, and no secrets.
    expect(answer.body).not.toContain('Someone Else');
    expect(answer.body).not.toMatch(/passwordHash|password_hash|token_hash|argon2/);
  });

  it('is for the signed-in customer only', async () => {
    const answer = await call(t, 'GET', '/api/auth/my-data');
    expect(answer.statusCode).toBe(401);
  });
});
