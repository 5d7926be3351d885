import { expect, test, type Page, type TestInfo } from './test';
import { accountRoutes, contentRoutes, readStoreFacts, settle, shopRoutes, type RouteVisit, type StoreFacts } from './a11y-routes';
import { expectAccessible, findSevereViolations } from './axe';
import { placeCodOrder, readToken } from './orders-api';
import { registerShopper, signIn } from './shopper';

/**
 * The store's budget (docs/performance.md): no serious or critical WCAG 2.1 AA violation on any route,
 * signed out and signed in, at 390 and 1280 px (the two projects), nor on the forms with their
 * errors showing, the open menus and dialogs and the checkout's steps. A route test visits
 * every route of its group and reports each route's violations (a soft expectation).
 */

/** Visits each route, waits for its real content and records its violations (all routes run). */
async function scanRoutes(page: Page, visits: RouteVisit[], label: string) {
  for (const visit of visits) {
    await page.goto(visit.path);
    await settle(page, visit);
    expect.soft(await findSevereViolations(page, `${label} ${visit.path}`)).toEqual([]);
  }
}

/** A new shopper, signed in through the form; answers the bearer token for API set-up. */
async function signInShopper(page: Page, testInfo: TestInfo): Promise<{ email: string; token: string }> {
  const { email, password } = await registerShopper(page, testInfo, 'axe');
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  return { email, token: await readToken(page) };
}

/** One piece in the cart and one saved, so the pages and the header show them. */
async function fillCartAndWishlist(page: Page, token: string, facts: StoreFacts) {
  const headers = { Authorization: `Bearer ${token}` };
  const data = { productId: facts.product._id, quantity: 1 };
  expect((await page.request.post('/api/v1/cart/add', { headers, data })).ok()).toBe(true);
  expect((await page.request.post('/api/wishlist/add', { headers, data: { productId: facts.product._id } })).ok()).toBe(true);
}

// A shared 2-core machine runs axe slowly on the longest pages: each route test has room.
const ROUTES_TIMEOUT = 240_000;

test('the shop\'s routes pass axe signed out', async ({ page }) => {
  test.setTimeout(ROUTES_TIMEOUT);
  await scanRoutes(page, shopRoutes(await readStoreFacts(page.request, page)), 'signed out');
});

test('the content routes pass axe signed out', async ({ page }) => {
  test.setTimeout(ROUTES_TIMEOUT);
  await scanRoutes(page, contentRoutes(await readStoreFacts(page.request, page)), 'signed out');
});

test('the shop\'s routes pass axe signed in, with a piece in the cart and one saved', async ({ page }, testInfo) => {
  test.setTimeout(ROUTES_TIMEOUT);
  const facts = await readStoreFacts(page.request, page);
  const { token } = await signInShopper(page, testInfo);
  await fillCartAndWishlist(page, token, facts);
  await scanRoutes(page, shopRoutes(facts), 'signed in');
});

test('the content routes pass axe signed in', async ({ page }, testInfo) => {
  test.setTimeout(ROUTES_TIMEOUT);
  const facts = await readStoreFacts(page.request, page);
  await signInShopper(page, testInfo);
  await scanRoutes(page, contentRoutes(facts), 'signed in');
});

test('the account routes and the checkout\'s steps pass axe with the shopper\'s own order', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(ROUTES_TIMEOUT);
  const facts = await readStoreFacts(page.request, page);
  const { email, token } = await signInShopper(page, testInfo);
  const order = await placeCodOrder(page.request, token);
  // The order emptied the cart: fill it again for the cart and checkout pages.
  await fillCartAndWishlist(page, token, facts);
  await scanRoutes(page, accountRoutes(order, 'Kavya'), 'signed in');

  // The checkout's steps after the first (the cart step is /checkout itself).
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByTestId('delivery-check')).toContainText('Delivers to');
  expect.soft(await findSevereViolations(page, 'checkout info step')).toEqual([]);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
  expect.soft(await findSevereViolations(page, 'checkout payment step')).toEqual([]);

  // Tracking shows the order's progress to its owner.
  await page.goto('/track-order');
  await page.getByLabel('Order number').fill(order.orderNumber);
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('region', { name: `Order ${order.orderNumber}` })).toBeVisible();
  expect.soft(await findSevereViolations(page, 'tracked order')).toEqual([]);

  // The account menu: a dropdown in the header on a desktop, the side menu on a phone.
  if (isMobile) {
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect.soft(await findSevereViolations(page, 'signed-in menu', '[role="dialog"][aria-modal="true"]:not([hidden])')).toEqual([]);
  } else {
    // By keyboard: a mouse opens it on hover already.
    const trigger = page.getByRole('button', { name: /^Account menu for Kavya Rao/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    expect.soft(await findSevereViolations(page, 'account menu')).toEqual([]);
  }
});

test('forms showing their errors pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  // Sign-in and the reset request check as the shopper types (their submit waits for valid input).
  await page.goto('/login');
  await page.getByLabel('Email address').fill('asha@');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByLabel('Password', { exact: true }).fill('');
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'login with errors');

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'signup with errors');

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill('asha@');
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'forgot password with errors');

  await page.goto('/track-order');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByLabel('Order number')).toHaveAccessibleDescription('Order number is required');
  await expectAccessible(page, 'track order with errors');

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click({ force: true });
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectAccessible(page, 'contact with errors');
});

test('the open search, menus and dialogs pass axe', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('combobox').fill('ring');
  await expect(search.getByRole('option').first()).toBeVisible();
  await expectAccessible(page, 'search overlay', '[role="dialog"]');
  await page.keyboard.press('Escape');

  if (isMobile) {
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'menu', '[role="dialog"][aria-modal="true"]:not([hidden])');
    await page.keyboard.press('Escape');

    await page.goto('/products');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectAccessible(page, 'filter sheet', '[role="dialog"]');
    await page.keyboard.press('Escape');
  }

  await page.goto('/products');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  if (!isMobile) await card.hover();
  await card.getByRole('button', { name: `Quick view: ${name}` }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expectAccessible(page, 'quick view', '[role="dialog"]');
  await page.keyboard.press('Escape');

  const rings = (await (await page.request.get('/api/public/product?category=rings&limit=1')).json()) as { data: { slug: string }[] };
  await page.goto(`/product/${rings.data[0]!.slug}`);
  await page.getByRole('button', { name: 'Ring size guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Ring Size Guide' })).toBeVisible();
  await expectAccessible(page, 'ring size guide', 'dialog[open]');
});
