import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './test';
import { cartButton, registerShopper, rupees, signIn, signInNewShopper } from './shopper';

/** Waits, as e2e/test.ts does for the fixture's page, until the storefront runs the page. */
async function openInStorefront(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.storefront === 'ready');
}

test('a shopper shares the wishlist, someone else opens the link and adds a piece to their cart, and Stop sharing closes it', async ({ page, browser, store, isMobile }, testInfo) => {
  // The phone hands the link to its share sheet (recorded here); the desktop copies it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript((phone) => {
    const recorded = window as unknown as { sharedUrl?: string };
    if (phone) Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void (recorded.sharedUrl = data.url) });
    else Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  }, isMobile);

  await signInNewShopper(page, testInfo, 'wishlist-share');
  await page.goto('/products?sort=price-asc&inStock=true');
  const cards = page.locator('main article');
  const names: string[] = [];
  for (const index of [0, 1]) {
    const name = (await cards.nth(index).getByRole('heading').textContent())!.trim();
    names.push(name);
    await cards.nth(index).getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(page.getByText(`${name} added to wishlist`)).toBeVisible();
  }
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-price')).toHaveCount(2);
  const ownPrices = (await page.getByTestId('wishlist-price').allTextContents()).map(rupees).sort();

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Your wishlist is shared' });
  await expect(panel).toBeVisible();
  const link = await panel.getByLabel('Your wishlist link').inputValue();
  expect(link).toMatch(/\/wishlist\/shared\/[A-Za-z0-9_-]{43,}$/);
  if (isMobile) {
    expect(await page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl)).toBe(link);
  } else {
    await expect(page.getByText('Wishlist link copied to clipboard!')).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  }
  await expectAccessible(page, 'the wishlist, shared');
  const path = new URL(link).pathname;

  // Someone else, in a browser of their own: a guest who opens the link.
  const other = await browser.newContext({ baseURL: store.baseURL, viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
  try {
    const friend = await other.newPage();
    const { email, password } = await registerShopper(friend, testInfo, 'wishlist-friend');
    await openInStorefront(friend, path);
    await expect(friend.getByRole('heading', { name: 'Kavya’s wishlist', level: 1 })).toBeVisible();
    await expect(friend.getByTestId('shared-wishlist-item')).toHaveCount(2);
    for (const name of names) await expect(friend.getByRole('link', { name })).toBeVisible();
    expect((await friend.getByTestId('shared-wishlist-price').allTextContents()).map(rupees).sort()).toEqual(ownPrices);
    await expect(friend.getByText('Rao')).toHaveCount(0);
    await expect(friend.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expectAccessible(friend, 'a shared wishlist');

    // Add to Cart asks the guest to sign in, then the piece is in their own cart.
    await friend.getByRole('button', { name: `Add to Cart: ${names[0]}` }).click();
    await expect(friend).toHaveURL(/\/login\?returnUrl=/);
    await signIn(friend, email, password);
    await expect(friend).toHaveURL(new RegExp(`${path}$`));
    await expect(friend.getByText(`${names[0]} added to cart`)).toBeVisible();
    await expect(cartButton(friend, isMobile)).toHaveAccessibleName('Cart, 1 piece');

    // The owner sees the link opened and shared.
    await page.reload();
    await expect(page.getByText(/^Link opened: [1-9]\d*$/)).toBeVisible();
    await expect(page.getByText('Times shared: 1')).toBeVisible();

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByText('Your wishlist is no longer shared: the old link will not open it.')).toBeVisible();
    await expect(panel).toHaveCount(0);

    await openInStorefront(friend, path);
    await expect(friend.getByRole('heading', { name: 'This wishlist link does not open', level: 1 })).toBeVisible();
    await expect(friend.getByRole('link', { name: 'Browse the collection' })).toBeVisible();
  } finally {
    await other.close();
  }
});
