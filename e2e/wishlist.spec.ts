import { expect, test } from './test';
import { cartButton, rupees, signInNewShopper, wishlistButton } from './shopper';

test('wishlist from the listing, sorted by price, then all added to the cart', async ({ page, isMobile }, testInfo) => {
  await signInNewShopper(page, testInfo, 'wishlist');
  await page.goto('/products?sort=price-asc&inStock=true');
  const cards = page.locator('main article');
  const names: string[] = [];
  for (const index of [0, 1, 3]) {
    const card = cards.nth(index);
    const name = (await card.getByRole('heading').textContent())!.trim();
    names.push(name);
    await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(page.getByText(`${name} added to wishlist`)).toBeVisible();
    await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(wishlistButton(page, isMobile)).toHaveAccessibleName('Wishlist, 3 pieces');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist', level: 1 })).toBeVisible();
  const prices = page.getByTestId('wishlist-price');
  await expect(prices).toHaveCount(3);
  const shown = async () => (await prices.allTextContents()).map(rupees);
  const ascending = (await shown()).sort((a, b) => a - b);
  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  await expect.poll(shown).toEqual(ascending);
  await page.getByLabel('Sort by').selectOption('price-high');
  await expect(page).toHaveURL(/sort=price-high/);
  await expect.poll(shown).toEqual([...ascending].reverse());

  // The layout is kept locally.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByText('3 items added to cart!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 3 pieces');
  await page.goto('/cart');
  for (const name of names) await expect(page.locator('main').getByRole('link', { name })).toBeVisible();
});

test('the whole wishlist is cleared after a confirmation, and Keep them keeps it', async ({ page }, testInfo) => {
  await signInNewShopper(page, testInfo, 'wishlist-clear');
  await page.goto('/products?sort=price-asc&inStock=true');
  const cards = page.locator('main article');
  for (const index of [0, 1]) {
    const name = (await cards.nth(index).getByRole('heading').textContent())!.trim();
    await cards.nth(index).getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(page.getByText(`${name} added to wishlist`)).toBeVisible();
  }
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-price')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Remove every piece from your wishlist? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(page.getByTestId('wishlist-price')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear wishlist' }).click();
  await expect(page.getByText('Your wishlist is now empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('a guest is asked to sign in to see the wishlist', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByText('Please login to view your wishlist')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fwishlist$/);
});
