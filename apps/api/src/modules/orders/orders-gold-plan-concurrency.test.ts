import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLD_PLAN_MESSAGES } from '@aabhushan/shared/schemas/gold-plans';
import type { TestApp } from '../../test/create-test-app';
import { insertTestOrder } from '../../test/insert-order';
import { creditForOrder, recordCreditTaken } from '../gold-plans/gold-plan-credit';
import { setUpPlan } from '../gold-plans/gold-plan-credit-test-helpers';
import { addToCart, call, createOrdersTestApp, place, plainProducts, saveAddress, signIn, stock } from './orders-test-helpers';

/**
 * Two orders spending one gold plan's credit at once. PGlite has a single connection, so
 * transactions never overlap there: this runs on PostgreSQL only, where the enrolment's row lock
 * makes the second order see what the first took.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a gold plan credit spent by two orders at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(() => t.close());

  it('two orders each taking the whole credit at once: one takes it, the other is refused with a clear sentence', async () => {
    const who = await signIn(t);
    const plan = await setUpPlan(t, who.userId);
    const orders = [await insertTestOrder(t.database.db, who.userId), await insertTestOrder(t.database.db, who.userId)];
    const now = new Date();
    const outcomes = await Promise.all(
      orders.map((order) =>
        t.database.db.transaction(async (tx) => {
          const credit = await creditForOrder(tx, who.userId, plan, 10_000_000, now);
          if (!credit.ok) return credit;
          // Holds the lock a while: without it the other order would read the same credit left.
          await tx.execute(sql`select pg_sleep(0.3)`);
          await recordCreditTaken(tx, plan, order.id, credit.creditPaise, now);
          return credit;
        }),
      ),
    );
    expect(outcomes).toContainEqual({ ok: true, creditPaise: 5_500_000 });
    expect(outcomes).toContainEqual({ ok: false, status: 409, message: GOLD_PLAN_MESSAGES.noCreditLeft });
    const answer = await call(t, 'GET', `/api/gold-plans/${plan}`, who.authorization);
    expect(answer.json().data).toMatchObject({ redeemed: 55_000, creditLeft: 0 });
  });

  it('the same checkout sent twice at once through the API: one order takes the credit, once', async () => {
    const [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 3_000_000, mrpPaise: 3_000_000, stockQuantity: 100 });
    const who = await signIn(t);
    const addressId = await saveAddress(t, who.userId);
    const plan = await setUpPlan(t, who.userId);
    await addToCart(t, who.authorization, piece!.id, 1);
    const body = { addressId, shippingMethod: 'standard', paymentMethod: 'upi', goldPlanId: plan };
    const answers = await Promise.all([place(t, who.authorization, body), place(t, who.authorization, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const answer = await call(t, 'GET', `/api/gold-plans/${plan}`, who.authorization);
    expect(answer.json().data).toMatchObject({ redeemed: 30_000, creditLeft: 25_000 });
  });
});
