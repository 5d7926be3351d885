import { expect, test } from './test';

/** ₹999, ₹4,999, ₹1,23,456: en-IN grouping, no decimals. */
const INR = /^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})$/;

test('a shopper browses from the home page to a product', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('body')).toHaveClass(/home/);

  const featured = page.getByRole('region', { name: /featured/i });
  await expect(featured.locator('article')).toHaveCount(4);
  await featured.getByRole('button', { name: /view more/i }).click();
  expect(await featured.locator('article').count()).toBeGreaterThan(4);

  await page.goto('/products');
  await expect(page.locator('body')).toHaveClass(/products/);
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(9);
  const firstPageNames = await cards.getByRole('heading').allTextContents();

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(9);
  const secondPageNames = await cards.getByRole('heading').allTextContents();
  expect(secondPageNames).not.toEqual(firstPageNames);

  const card = cards.first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const price = (await page.getByTestId('price').first().textContent())!.trim();
  expect(price).toMatch(INR);
  await expect(page).toHaveTitle(new RegExp(name));
});

test('prices use Indian digit grouping', async ({ page, request }) => {
  const answer = await request.get('/api/public/product?limit=1000');
  const { data } = (await answer.json()) as { data: { slug: string; pricing: { salePrice: number } }[] };
  const expensive = data.find((product) => product.pricing.salePrice >= 100000)!;
  await page.goto(`/product/${expensive.slug}`);
  const expected = `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(expensive.pricing.salePrice)}`;
  await expect(page.getByTestId('price').first()).toHaveText(expected);
  expect(expected).toMatch(/^₹\d{1,2},\d{2},\d{3}$/);
});

test('a category shortcut filters the listing', async ({ page }) => {
  await page.goto('/products?category=rings');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/rings/i);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('an unknown path shows a real not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown product goes back to the collection', async ({ page }) => {
  await page.goto('/product/no-such-ring');
  await expect(page).toHaveURL(/\/products$/);
});

test('copy states the store settings served by the API', async ({ page, request }) => {
  const { data: settings } = (await (await request.get('/api/public/settings')).json()) as {
    data: { freeShippingThreshold: number; contact: { phone: string } };
  };
  const product = (await (await request.get('/api/public/product?limit=1')).json()) as { data: { slug: string }[] };
  await page.goto(`/product/${product.data[0]!.slug}`);
  const threshold = `₹${new Intl.NumberFormat('en-IN').format(settings.freeShippingThreshold)}`;
  await expect(page.getByText(`On orders of ${threshold} or more.`)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: settings.contact.phone })).toBeVisible();
});

test('a newly opened address starts at the top, not where the last page was scrolled', async ({ page }) => {
  await page.goto('/products');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
