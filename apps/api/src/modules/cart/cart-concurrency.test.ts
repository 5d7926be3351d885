import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, plainProducts, readCart, signIn, stockProduct } from './cart-test-helpers';

/**
 * Races on one cart. PGlite has a single connection, so requests never overlap there: these
 * run on PostgreSQL only (TEST_DATABASE_URL), where the cart's row lock has to do the work.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('cart under concurrent changes (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('30 parallel adds of the last 2 pieces put exactly 2 in the cart', async () => {
    const { authorization } = await signIn(t);
    const [piece] = await plainProducts(t, 1);
    await stockProduct(t, piece!, { stockQuantity: 2, maxOrderQuantity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece!.id, quantity: 1 })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 400)).toHaveLength(28);
    expect(new Set(answers.filter((answer) => answer.statusCode === 400).map((answer) => answer.json().message))).toEqual(new Set(['Maximum quantity available is 2']));
    const cart = await readCart(t, authorization);
    expect(cart.items.map((item) => item.quantity)).toEqual([2]);
  });

  it('concurrent quantity changes never lose an update', async () => {
    const { authorization } = await signIn(t);
    const [, piece] = await plainProducts(t, 2);
    await stockProduct(t, piece!, { stockQuantity: 500, maxOrderQuantity: 0 });
    // 25 parallel adds of 1 into a cart that starts empty: every one counts.
    const adds = await Promise.all(
      Array.from({ length: 25 }, () => call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece!.id, quantity: 1 })),
    );
    expect(adds.every((answer) => answer.statusCode === 200)).toBe(true);
    const [line] = (await readCart(t, authorization)).items;
    expect(line!.quantity).toBe(25);
    // 10 parallel sets: every one is applied whole, one after another, and the cart ends
    // with one of the asked values (never a mix, never a lost line).
    const sets = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(t, 'PUT', `/api/v1/cart/items/${line!._id}`, authorization, { quantity: index + 1 })),
    );
    expect(sets.every((answer) => answer.statusCode === 200)).toBe(true);
    const after = await readCart(t, authorization);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]!.quantity).toBeGreaterThanOrEqual(1);
    expect(after.items[0]!.quantity).toBeLessThanOrEqual(10);
    // Then adds and sets at once: each add raises what the set before it left, so the cart
    // ends at (some set value) + (the adds after it), within the bounds of all of them.
    const mixed = await Promise.all([
      call(t, 'PUT', `/api/v1/cart/items/${line!._id}`, authorization, { quantity: 40 }),
      ...Array.from({ length: 10 }, () => call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece!.id, quantity: 1 })),
    ]);
    expect(mixed.every((answer) => answer.statusCode === 200)).toBe(true);
    const final = (await readCart(t, authorization)).items[0]!.quantity;
    const addsAfterSet = final - 40;
    // Every add that ran after the set is in the final count; the ones before it were replaced.
    expect(addsAfterSet).toBeGreaterThanOrEqual(0);
    expect(addsAfterSet).toBeLessThanOrEqual(10);
  });
});
