import { expect, test } from './test';
import { expectAccessible } from './axe';
import { cartButton, signInNewShopper, wishlistButton } from './shopper';

test('the cart, wishlist and coupon screens and both sidebars pass axe', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(60_000);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectAccessible(page, 'guest /cart');

  await signInNewShopper(page, testInfo, 'a11y');
  await page.goto('/products?sort=price-asc&inStock=true');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await expect(page.getByText(`${name} added to cart`)).toBeVisible();
  const second = page.locator('main article').nth(1);
  const secondName = (await second.getByRole('heading').textContent())!.trim();
  await second.getByRole('button', { name: `Add ${secondName} to wishlist` }).click();
  await expect(page.getByText(`${secondName} added to wishlist`)).toBeVisible();
  await expectAccessible(page, '/products with buttons');

  await page.goto('/cart?coupon=WELCOME10');
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expectAccessible(page, '/cart');
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await expectAccessible(page, '/wishlist');
  await page.goto('/coupons');
  await expect(page.getByTestId('coupon-card').first()).toBeVisible();
  await expectAccessible(page, '/coupons');

  await page.goto('/home');
  await cartButton(page, isMobile).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeVisible();
  await expectAccessible(page, 'cart sidebar', '#cart-sidebar');
  await page.keyboard.press('Escape');
  await wishlistButton(page, isMobile).click();
  await expect(page.getByRole('dialog', { name: '1 item' })).toBeVisible();
  await expectAccessible(page, 'wishlist sidebar', '#wishlist-sidebar');
});
