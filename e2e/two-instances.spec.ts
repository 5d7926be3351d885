/**
 * Two instances of the store behind nginx (deploy/nginx.conf), on one PostgreSQL database and
 * one Redis (scripts/store-cluster.mjs): a shopper buys through nginx while staff change the
 * piece's price on one instance directly. The other instance answers the new price, the cart
 * shows it, and the order is placed at it. Runs once (desktop): it is about the servers, not the
 * screen. Needs PostgreSQL (CI's TEST_DATABASE_URL, else the machine's own) and nginx (installed
 * by scripts/nginx.mjs as root); it skips, saying why, only where PostgreSQL is not there at all.
 */
import { readToken } from './orders-api';
import { addToCart, goToPaymentStep, NOSE_PIN, saveAddressByApi } from './checkout-steps';
import { registerShopper, signIn } from './shopper';
import { STAFF } from './staff';
import { expect, test as base, type APIRequestContext } from './test';
import { findNginx, NO_NGINX } from '../scripts/nginx.mjs';
import { clusterPostgresUrl, postgresAnswers, startStoreCluster } from '../scripts/store-cluster.mjs';

type StoreCluster = Awaited<ReturnType<typeof startStoreCluster>>;

/** CI names its database (.ci/run): there PostgreSQL and nginx must be had, never skipped. */
const required = process.env.TEST_DATABASE_URL !== undefined || process.env.CI !== undefined;

const test = base.extend<{ cluster: StoreCluster }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use, testInfo) => {
      if (!required && !(await postgresAnswers())) testInfo.skip(true, `PostgreSQL at ${clusterPostgresUrl} did not answer (set TEST_DATABASE_URL)`);
      if (!findNginx()) {
        if (required) throw new Error(NO_NGINX);
        testInfo.skip(true, NO_NGINX);
      }
      const cluster = await startStoreCluster({ instances: 2, ...(process.env.E2E_API_ENTRY ? { entry: process.env.E2E_API_ENTRY } : {}) });
      testInfo.annotations.push({ type: 'redis', description: cluster.redis ? 'shared Redis' : 'Redis did not answer: each instance counts its own limits' });
      await use(cluster);
      await cluster.stop();
    },
    { timeout: 180_000 },
  ],
  // Every page and API call of the shopper goes through nginx.
  baseURL: async ({ cluster }, use) => use(cluster.origin),
});

/** The instance that answered a request, from nginx's access log line: the last one it tried. */
const instanceThatAnswered = (line: string) => line.match(/127\.0\.0\.1:\d+/g)?.at(-1);

async function publicPrice(request: APIRequestContext, origin: string): Promise<number> {
  const answer = await request.get(`${origin}/api/public/product/${NOSE_PIN.slug}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { pricing: { salePrice: number } } }).data.pricing.salePrice;
}

test.skip(({ isMobile }) => isMobile, 'one run is enough: the journey is about two instances behind nginx, not the screen');

test('a shopper buys through nginx while staff change the price on another instance: the cart and the order take the new price', async ({ page, cluster, request }, testInfo) => {
  test.setTimeout(120_000);
  const [first, second] = cluster.instances as [string, string];
  const newPrice = NOSE_PIN.price - 200;

  const credentials = await registerShopper(page, testInfo, 'two-instances', { verified: false });
  await saveAddressByApi(page, credentials);
  await page.goto('/login');
  await signIn(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/profile$/);
  await addToCart(page, NOSE_PIN.slug);
  await page.goto('/cart');
  await expect(page.getByTestId('unit-price')).toHaveText(`₹${NOSE_PIN.price.toLocaleString('en-IN')}`);
  // Both instances have the piece's public answer in their cache.
  expect(await publicPrice(request, first)).toBe(NOSE_PIN.price);
  expect(await publicPrice(request, second)).toBe(NOSE_PIN.price);

  // Staff, signed in on the second instance itself, lower the price there.
  const login = await request.post(`${second}/api/auth/login`, { data: STAFF });
  expect(login.ok()).toBe(true);
  const staff = { Authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
  const productId = ((await (await request.get(`${second}/api/public/product/${NOSE_PIN.slug}`)).json()) as { data: { _id: string } }).data._id;
  const changed = await request.patch(`${second}/api/admin/products/${productId}`, { headers: staff, data: { salePrice: newPrice } });
  expect(changed.ok(), await changed.text()).toBe(true);
  // The first instance heard of it (PostgreSQL NOTIFY) and answers the new price, not its cached one.
  await expect.poll(() => publicPrice(request, first), { timeout: 5_000 }).toBe(newPrice);

  await page.reload();
  await expect(page.getByTestId('unit-price')).toHaveText(`₹${newPrice.toLocaleString('en-IN')}`);
  const cartTotal = await page.getByTestId('summary-total').textContent();
  await goToPaymentStep(page);
  await expect(page.getByTestId('checkout-total')).toHaveText(cartTotal!);
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(cartTotal!);

  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = await page.request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${await readToken(page)}` } });
  expect(order.ok()).toBe(true);
  const items = ((await order.json()) as { data: { items: Array<{ unitPrice: number; productSnapshot: { slug: string } }> } }).data.items;
  expect(items.map((item) => [item.productSnapshot.slug, item.unitPrice])).toEqual([[NOSE_PIN.slug, newPrice]]);

  // nginx spread the shopper's requests over both instances.
  const answeredBy = new Set(cluster.accessLog().map(instanceThatAnswered));
  for (const origin of cluster.instances) expect(answeredBy).toContain(new URL(origin).host);

  // The second instance stops (SIGTERM, as an orchestrator stops one) while shoppers keep
  // reading through nginx: no one sees an error, and nginx sends everything to the first.
  let stopped = false;
  const stopping = cluster.stopInstance(1).then(() => void (stopped = true));
  const read = async (mark: string) => (await page.request.get(`/api/public/product?page=1&limit=9&_read=${mark}`)).status();
  const statuses: number[] = [];
  while (!stopped) statuses.push(...(await Promise.all([read('while'), read('while'), read('while'), read('while')])));
  for (let n = 0; n < 6; n += 1) statuses.push(await read('after'));
  await stopping;
  expect(statuses.filter((status) => status !== 200), `${statuses.length} reads`).toEqual([]);
  const afterStop = () => cluster.accessLog().filter((line) => line.includes('_read=after'));
  await expect.poll(() => afterStop().length).toBe(6);
  expect(afterStop().map(instanceThatAnswered)).toEqual(Array(6).fill(new URL(first).host));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});
