import { expect, test } from './test';
import { addToCart, NOSE_PIN } from './checkout-steps';
import { placeCodOrder, readToken } from './orders-api';
import { registerShopper, signIn } from './shopper';

/**
 * The server's refusals reach a Hindi shopper in Hindi: the storefront shows them by their code,
 * so no English sentence of the server appears in a journey of the cart, the checkout or an order.
 */
test('a Hindi shopper reads the cart and order refusals in Hindi', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const { email, password } = await registerShopper(page, testInfo, 'hindi-refusals');
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  const token = await readToken(page);
  const order = await placeCodOrder(page.request, token);
  await addToCart(page, NOSE_PIN.slug);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));

  // A coupon code the store does not have: the cart's refusal, by its code.
  await page.goto('/cart');
  await page.getByLabel('कूपन है?').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'लगाएँ', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'अमान्य कूपन कोड' }).or(page.getByText('कूपन नहीं मिला'))).toBeVisible();
  await expect(page.getByText('Invalid coupon code')).toBeHidden();
  await expect(page.getByText('Coupon not found')).toBeHidden();

  // The order was cancelled meanwhile (another tab): cancelling it again is refused, in Hindi.
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  const cancelled = await page.request.post(`/api/orders/${order.id}/cancel`, { headers: { Authorization: `Bearer ${token}` }, data: { reason: 'I changed my mind' } });
  expect(cancelled.status()).toBe(200);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('मेरा मन बदल गया').check();
  await dialog.getByRole('button', { name: 'हाँ, ऑर्डर रद्द करें' }).click();
  await expect(dialog.getByText('यह ऑर्डर अब रद्द नहीं किया जा सकता')).toBeVisible();
  await expect(dialog.getByText('This order can no longer be cancelled')).toBeHidden();
});
