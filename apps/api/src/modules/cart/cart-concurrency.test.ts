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
    // 10 parallel sets: each answer shows its own value (read under the lock, after its own
    // write), and the cart keeps the value of the last one to commit.
    const sets = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(t, 'PUT', `/api/v1/cart/items/${line!._id}`, authorization, { quantity: index + 1 })),
    );
    const answered = sets.map((answer, index) => ({ asked: index + 1, cart: answer.json().data }));
    for (const { asked, cart } of answered) expect(cart.items[0].quantity).toBe(asked);
    const lastCommit = Math.max(...answered.map(({ cart }) => Date.parse(cart.updatedAt)));
    const final = (await readCart(t, authorization)).items[0]!.quantity;
    const lastValues = answered.filter(({ cart }) => Date.parse(cart.updatedAt) === lastCommit).map(({ asked }) => asked);
    expect(lastValues).toContain(final);
  });
});
