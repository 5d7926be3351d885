import { expect, test } from '@playwright/test';
import { registerShopper, signIn, signInNewShopper } from './shopper';
import { addToCart, goToPaymentStep, NOSE_PIN, saveAddressByApi, snap } from './checkout-steps';

test('a guest is sent to sign in and comes back to checkout, where an empty cart says so', async ({ page }, testInfo) => {
  const { email, password } = await registerShopper(page, testInfo, 'checkout-guard');
  await page.goto('/checkout');
  await expect(page.getByText('Please login to proceed with checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcheckout$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
});

test('a failed payment is retried on the same order and succeeds; a cancel says so', async ({ page }, testInfo) => {
  const credentials = await registerShopper(page, testInfo, 'checkout-retry');
  await saveAddressByApi(page, credentials);
  await page.goto('/login');
  await signIn(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/profile$/);
  await addToCart(page, NOSE_PIN.slug);
  await goToPaymentStep(page);
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();

  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway).toContainText('Test mode');
  await gateway.getByRole('button', { name: 'Fail payment' }).click();
  const pending = page.getByTestId('pending-payment');
  await expect(pending.getByTestId('payment-error')).toHaveText('Payment failed. Please try again.');
  await expect(pending.getByTestId('time-left')).toContainText(/Time left: (29|30):\d\d/);
  const heading = await pending.getByRole('heading').textContent();
  const orderNumber = /AB-\d{4}-\d+/.exec(heading ?? '')![0];
  await snap(page, testInfo, 'payment-failed');

  // Escape closes the test gateway: the shopper cancelled.
  await pending.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(gateway).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pending.getByTestId('payment-error')).toHaveText('Payment cancelled by user');

  await pending.getByRole('button', { name: /^Pay ₹/ }).click();
  await gateway.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');

  // One order only: the retries paid the same one.
  const orders = await page.evaluate(async () => {
    const token = sessionStorage.getItem('auth_token') ?? localStorage.getItem('auth_token');
    const answer = await fetch('/api/orders', { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: { data: Array<{ orderNumber: string }> } }).data.data.map((order) => order.orderNumber);
  });
  expect(orders).toEqual([orderNumber]);
});

test('a cash-on-delivery order is placed and confirmed', async ({ page }, testInfo) => {
  const credentials = await registerShopper(page, testInfo, 'checkout-cod');
  await saveAddressByApi(page, credentials);
  await page.goto('/login');
  await signIn(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/profile$/);
  await addToCart(page, NOSE_PIN.slug);
  await goToPaymentStep(page, 'Express');
  await expect(page.getByTestId('checkout-shipping')).toHaveText('₹500');
  await expect(page.getByTestId('checkout-total')).toHaveText(`₹${(NOSE_PIN.price + 500).toLocaleString('en-IN')}`);
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByLabel('Order notes').fill('Please call before delivering.');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Pay on delivery');
  await expect(page.getByText('Please call before delivering.')).toBeVisible();
  await expect(page.getByTestId('order-progress').locator('[aria-current="step"]')).toHaveText(/Order Placed/);
});
