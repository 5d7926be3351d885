import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../db/seed/users';
import { testCipher } from '../../test/test-cipher';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { login } from '../auth/auth-test-helpers';
import { createOrdersTestApp, placeOk, plainProducts, shopper, stock } from './orders-test-helpers';

describe('the seeded staff account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in as admin@example.com / Admin@1234 with roleType admin and may change an order\'s status', async () => {
    await seedDemoUsers(t.database.db, testCipher, new Date(), false);
    const signedIn = await login(t.app, 'admin@example.com', 'Admin@1234');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email: 'admin@example.com', roleType: 'admin' });
    const [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { stockQuantity: 10 });
    const order = await placeOk(t, await shopper(t, piece!, 1), { paymentMethod: 'cod' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'confirmed', notes: 'Called the customer' },
      headers: { authorization: `Bearer ${signedIn.json().data.accessToken}` },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.status).toBe('confirmed');
  });

  it('is never seeded in production', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      await seedDemoUsers(fresh.database.db, testCipher, new Date(), true);
      expect((await login(fresh.app, 'admin@example.com', 'Admin@1234')).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
