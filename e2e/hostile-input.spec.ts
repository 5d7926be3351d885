import { expect, test as base, type Locator, type Page } from './test';

/**
 * Hostile addresses (issue 12): NUL and control characters, broken %-encoding, 5,000-character
 * values, odd page numbers, repeated parameters, prototype keys and foreign returnUrls never
 * break a page. The bad value is dropped and the page shows its normal state, with no uncaught
 * error in the page.
 */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

const LONG = 'a'.repeat(5_000);

/**
 * Nothing sticks out sideways: no horizontal scrolling, at 390 px least of all. Polled, so a
 * panel or toast still sliding in under a loaded machine does not count; a lasting overflow does.
 */
async function expectNoSidewaysScroll(page: Page) {
  const measure = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // The innermost element that reaches past the right edge names the culprit on failure.
      const sticking = Array.from(document.querySelectorAll('body *')).filter((element) => element.getBoundingClientRect().right > width + 1);
      const last = sticking.at(-1);
      return {
        overflow: document.documentElement.scrollWidth - width,
        widest: last ? `${last.tagName.toLowerCase()}.${last.className}` : '',
      };
    });
  let last = await measure();
  await expect.poll(async () => (last = await measure()).overflow, { message: `sticks out sideways: ${last.widest}`, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

/** Every element of `root` ends inside the screen (a fixed dialog cannot widen the page, so check it itself). */
async function expectInsideScreen(root: Locator) {
  const outside = await root.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const elements = Array.from(root.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > width + 1);
    return elements.map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  expect(outside, 'elements past the right edge').toEqual([]);
}

async function expectFullListing(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jewellery');
  await expect(page.locator('main article')).toHaveCount(9);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScroll(page);
}

test.describe('the listing drops what it cannot use', () => {
  const addresses = [
    '/products?search=%00&category=%01&page=%7F&sort=%00',
    '/products?search=%E0%A4&category=%E0%A4&page=%ZZ&tag=%E0%A4',
    `/products?search=${LONG}&category=${LONG}&tag=${LONG}&page=${'9'.repeat(400)}`,
    '/products?page=-3&minPrice=-5&maxPrice=1e99',
    '/products?page=1.5&inStock=%00',
    '/products?page=NaN&metal=%00,unobtainium',
    '/products?page=1&page=2&search=ring&search=gold&category=rings&category=earrings',
    '/products?__proto__=x&constructor=y&sort=constructor&tag=__proto__&category=__proto__',
    '/shop?search=%00&page=-1',
  ];
  for (const address of addresses) {
    test(`${address.slice(0, 90)} shows the whole collection`, async ({ page }) => {
      await page.goto(address);
      await expectFullListing(page);
    });
  }

  test('a tag named like an inherited key is just a tag with no pieces', async ({ page }) => {
    await page.goto('/products?tag=constructor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jewellery');
    await expect(page.getByRole('heading', { name: 'No pieces here yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all jewellery' })).toHaveAttribute('href', '/products');
  });

  test('a long search term is cut to what the search takes and fits the screen', async ({ page }) => {
    await page.goto(`/products?search=${'q'.repeat(900)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${'q'.repeat(100)}”`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test('a long word typed into the search stays on screen, in the box, the results and the recent searches', async ({ page }) => {
  const word = 'w'.repeat(100);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Search jewellery', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search for jewellery' });
  await box.fill(word);
  await expect(page.getByText(`No pieces match “${word}” yet.`, { exact: false })).toBeVisible();
  await expectInsideScreen(page.getByRole('dialog', { name: 'Search' }));
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products\\?search=${word}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  await expectNoSidewaysScroll(page);

  await page.getByRole('banner').getByRole('button', { name: 'Search jewellery', exact: true }).click();
  await box.fill('');
  await expect(page.getByRole('button', { name: word, exact: true })).toBeVisible();
  await expectInsideScreen(page.getByRole('dialog', { name: 'Search' }));
});

test.describe('the product page drops what it cannot use', () => {
  // A 5,000-character slug: past the product call's limit and past what the server looks up as a file.
  const longSlug = `/product/${LONG}`;
  for (const address of ['/product/%00', '/product/%01%7F', '/product/%E0%A4', longSlug, `/product-detail?id=${LONG}`, '/product-detail?id=a&id=b']) {
    test(`${address.slice(0, 90)} goes back to the collection`, async ({ page }) => {
      await page.goto(address);
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByText('That piece is no longer available. Here is our full collection.')).toBeVisible();
      await expectFullListing(page);
    });
  }

  test('a real piece ignores a hostile query', async ({ page, request }) => {
    const answer = await request.get('/api/public/product?limit=1');
    const [product] = ((await answer.json()) as { data: { slug: string; name: { en: string } }[] }).data;
    await page.goto(`/product/${product!.slug}?page=%00&search=%E0%A4&id=${LONG}&__proto__=1&page=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name.en);
    await expect(page.getByTestId('price').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('sign-in drops a returnUrl that is not a path of this store', () => {
  const addresses = [
    '/login?returnUrl=javascript%3Aalert(document.domain)&email=%00',
    '/user/login?returnUrl=%2F%2Fevil.example&email=%E0%A4',
    '/login?returnUrl=%2F.%2F%2Fevil.example&verified=%00&registered=%01',
    '/login?returnUrl=https%3A%2F%2Fevil.example%2F&returnUrl=%2Fcheckout',
    `/login?returnUrl=%2F${LONG}&email=${LONG}`,
  ];
  for (const address of addresses) {
    test(`${address.slice(0, 90)} signs in to the profile`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
      await expect(page.getByText(/account is ready|address is verified|verification link is invalid/)).toHaveCount(0);
      await expect(page.getByLabel('Email address')).toHaveValue('');
      await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
      await expectNoSidewaysScroll(page);

      await page.getByLabel('Email address').fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/profile$/);
      await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    });
  }
});

test.describe('the reset page drops a token it cannot use', () => {
  for (const address of ['/reset-password?token=%00', '/reset-password?token=%E0%A4', `/reset-password?token=${LONG}`, '/reset-password?token=a&token=b']) {
    test(`${address.slice(0, 90)} offers a new link`, async ({ page }) => {
      await page.goto(address);
      await expect(page).toHaveURL(/\/reset-password$/);
      await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
      await expectNoSidewaysScroll(page);
    });
  }
});
