import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { TEST_JWT_SECRET, type TestApp } from '../../test/create-test-app';
import { freePort, startMainProcess, waitFor } from '../../test/main-process';
import { couponCounts, outcomeOf, readCart, stockPlusHeld, type CartBefore, type Outcome } from './orders-crash-test-helpers';
import { addToCart, call, createOrdersTestApp, makeCoupon, plainProducts, saveAddress, signIn, stock, TEST_DATA_KEY } from './orders-test-helpers';

const onPostgres = process.env.TEST_DB === 'postgres';
const CUSTOMERS = 20;
const UNIT_PRICE_PAISE = 100_000;
const COUPON_DISCOUNT_PAISE = 50_000;
/** Orders the database must show committed before the kill. */
const COMMITTED_BEFORE_KILL = 3;

type Customer = { userId: string; authorization: string; addressId: string; before: CartBefore };
type Server = ReturnType<typeof startMainProcess>;

/** A status, or the network error's code when the answer never came (the server was killed). */
const statusOrError = (request: Promise<Response>) =>
  request.then(
    (response) => response.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );

/**
 * The "kill -9 during 20 concurrent checkouts": the real server process (main.ts), its
 * process SIGKILLed while orders are in flight, started again on the same database. PostgreSQL's
 * transactions must leave every customer with one whole order or the cart as it was, and stock
 * and coupon counts that add up. PGlite is one process with the server: there is nothing to kill.
 */
describe.skipIf(!onPostgres)(`kill -9 during ${CUSTOMERS} checkouts${onPostgres ? '' : ' (skipped: needs PostgreSQL, TEST_DATABASE_URL; the embedded database dies with the server)'}`, () => {
  let t: TestApp;
  let origin: string;
  let server: Server | undefined;
  let blocker: pg.Client | undefined;

  // Each server's sessions carry a name of their own (node-postgres reads PGAPPNAME), so the test sees when they have ended.
  const startServer = async (sessionName: string) => {
    const env = { DATABASE_URL: t.databaseUrl!, PGAPPNAME: sessionName, PORT: new URL(origin).port, JWT_SECRET: TEST_JWT_SECRET, DATA_KEY: TEST_DATA_KEY, SHUTDOWN_DRAIN_MS: '0' };
    const started = startMainProcess(env);
    await waitFor(() => started.output().includes('Aabhushan is open at') || started.child.exitCode !== null, 150_000, 'the server to start');
    expect(started.child.exitCode, started.output()).toBeNull();
    return started;
  };
  const send = (who: Customer, method: 'GET' | 'POST', path: string, body?: object) =>
    fetch(`${origin}${path}`, { method, headers: { authorization: who.authorization, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });
  const order = (who: Customer) => send(who, 'POST', '/api/orders', { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' });

  beforeAll(async () => {
    t = await createOrdersTestApp();
    origin = `http://127.0.0.1:${await freePort()}`;
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await blocker?.end().catch(() => undefined);
    await t?.close();
  });

  it('leaves every customer one whole order or the cart as it was; stock and coupon uses add up; the store serves again', async () => {
    // Two groups of pieces. A and B: six carts with a coupon and two without, all held behind the
    // first coupon order (below). C, D, E: twelve carts that can finish, more of C and D asked for than there is.
    const [a, b, c, d, e] = await plainProducts(t, 5);
    const stockBefore = { [a!.id]: 3, [b!.id]: 10, [c!.id]: 5, [d!.id]: 4, [e!.id]: 30 };
    for (const piece of [a!, b!, c!, d!, e!]) await stock(t, piece, { salePricePaise: UNIT_PRICE_PAISE, mrpPaise: UNIT_PRICE_PAISE, stockQuantity: 50, maxOrderQuantity: 10 });
    const coupon = await makeCoupon(t, { value: COUPON_DISCOUNT_PAISE, usageLimit: 5 });
    const cartOf = (i: number): Array<[typeof a, number]> => {
      if (i < 8) return [[a, 1], [b, i < 6 ? 1 : 2]];
      return [[[c, 1], [e, 1]], [[d, 1], [e, 2]], [[c, 1], [d, 1]]][i % 3] as Array<[typeof a, number]>;
    };
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const who = await signIn(t, `Customer ${i}`);
      const addressId = await saveAddress(t, who.userId);
      for (const [piece, quantity] of cartOf(i)) await addToCart(t, who.authorization, piece!.id, quantity);
      if (i < 6) expect((await call(t, 'POST', '/api/v1/cart/coupons/apply', who.authorization, { couponCode: coupon.code })).statusCode).toBe(200);
      customers.push({ ...who, addressId, before: await readCart(t.database.db, who.userId) });
    }
    for (const piece of [a!, b!, c!, d!, e!]) await stock(t, piece, { stockQuantity: stockBefore[piece.id]! });
    // The demo store's own orders hold some of these pieces too.
    const ledgerBefore = await stockPlusHeld(t.database.db, Object.keys(stockBefore));

    server = await startServer('crash-test-killed');
    // A session of the test's own lets no coupon use be written: the first coupon order to get
    // there waits at its last statement, everything else written, holding A, B and the coupon.
    blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table coupon_usages in share mode');
    const waitingAtLastWrite = async () =>
      (await blocker!.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into \"coupon_usages\"%'")).rows;
    const ours = customers.map((who) => who.userId);
    const committed = async () => (await t.database.db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, ours))).length;

    const answers = customers.map((who) => statusOrError(order(who)));
    await waitFor(async () => (await committed()) >= COMMITTED_BEFORE_KILL && (await waitingAtLastWrite()).length === 1, 30_000, 'orders committed and one at its last write');
    server.child.kill('SIGKILL');
    await server.exited;
    const statuses = await Promise.all(answers);
    // The killed server's sessions end once they find their client gone; the one at its last write, when it may go on.
    await blocker.query('rollback');
    const killedSessions = async () => (await blocker!.query("select 1 from pg_stat_activity where application_name = 'crash-test-killed'")).rowCount;
    await waitFor(async () => (await killedSessions()) === 0, 30_000, 'the killed server\'s sessions to end');

    server = await startServer('crash-test-restarted');
    const terms = { unitPricePaise: UNIT_PRICE_PAISE, couponDiscountPaise: COUPON_DISCOUNT_PAISE };
    const outcomes = await checkLedger(customers, terms);
    const tally = (kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
    const unanswered = statuses.filter((status) => typeof status === 'string').length;
    console.log(
      `kill -9 with ${CUSTOMERS} checkouts in flight: ${tally('whole-order')} whole orders, ${tally('cart-kept')} carts kept ` +
        `(answers before the kill: ${statuses.filter((s) => s === 201).length} placed, ${statuses.filter((s) => s === 400).length} refused, ${unanswered} cut off).`,
    );
    customers.forEach((who, i) => {
      if (statuses[i] === 201) expect(outcomes[i]!.kind).toBe('whole-order');
      if (statuses[i] === 400) expect(outcomes[i]!.kind).toBe('cart-kept');
    });
    // The coupon order held at its last write, and every cart behind it, kept their carts.
    expect(outcomes.slice(0, 8).map((outcome) => outcome.kind)).toEqual(Array(8).fill('cart-kept'));
    expect(tally('whole-order')).toBeGreaterThanOrEqual(COMMITTED_BEFORE_KILL);
    expect(unanswered).toBeGreaterThanOrEqual(8);

    // The store serves again: the kept carts are ordered on the restarted server, and everything still adds up.
    const kept = customers.filter((_, i) => outcomes[i]!.kind === 'cart-kept');
    const again = await Promise.all(kept.map((who) => statusOrError(order(who))));
    console.log(`After the restart the ${kept.length} kept carts were ordered again: ${again.filter((s) => s === 201).length} placed, ${again.filter((s) => s === 400).length} refused.`);
    expect(again.every((status) => status === 201 || status === 400), String(again)).toBe(true);
    expect(again.filter((status) => status === 201).length).toBeGreaterThan(0);
    await checkLedger(customers, terms);
    expect((await couponCounts(t.database.db, coupon.id)).usedCount).toBeGreaterThan(0);

    async function checkLedger(everyone: Customer[], pricing: typeof terms): Promise<Outcome[]> {
      // One customer at a time: the shared server's connections are few, and the restarted server needs its own.
      const results: Outcome[] = [];
      for (const who of everyone) results.push(await outcomeOf(t.database.db, who.before, pricing));
      expect(results.filter((outcome) => outcome.kind === 'broken')).toEqual([]);
      expect(await stockPlusHeld(t.database.db, Object.keys(stockBefore))).toEqual(ledgerBefore);
      const uses = await couponCounts(t.database.db, coupon.id);
      expect(uses.usedCount).toBe(uses.uses);
      expect(uses.usedCount).toBe(uses.orders);
      expect(uses.usedCount).toBeLessThanOrEqual(5);
      // What the restarted server answers the customers agrees with the database.
      for (const [i, who] of everyone.entries()) {
        const cart = ((await (await send(who, 'GET', '/api/v1/cart')).json()) as { data: { items: unknown[] } }).data;
        const list = ((await (await send(who, 'GET', '/api/orders')).json()) as { data: { data: unknown[] } }).data.data;
        expect({ lines: cart.items.length, orders: list.length }).toEqual(
          results[i]!.kind === 'whole-order' ? { lines: 0, orders: 1 } : { lines: Object.keys(who.before.lines).length, orders: 0 },
        );
      }
      return results;
    }
  }, 300_000);
});
