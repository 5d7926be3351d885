import { expect, test } from './test';
import { expectAccessible } from './axe';
import { addToCart, goToPaymentStep, NOSE_PIN, saveAddressByApi, snap } from './checkout-steps';
import { registerShopper, signIn, signInNewShopper } from './shopper';

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

test('a customer checks out with a new address and the test gateway, sees the order and downloads its invoice', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInNewShopper(page, testInfo, 'checkout');
  await addToCart(page, NOSE_PIN.slug);
  await page.goto('/cart');
  const cartTotal = await page.getByTestId('summary-total').textContent();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const steps = page.getByRole('navigation', { name: 'Checkout steps' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Cart');
  await expect(page.getByTestId('checkout-total')).toHaveText(cartTotal!);
  await snap(page, testInfo, '1-cart');
  await expectAccessible(page, 'checkout cart step');

  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Info');
  // No saved address yet: the address book's own form, with the PIN filling city and state.
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Address title').fill('Home');
  await form.getByLabel('Contact number').fill('98290 19850');
  await form.getByLabel('PIN code').fill('302003');
  await expect(form.getByLabel('City')).toHaveValue('Jaipur');
  await expect(form.getByLabel('State')).toHaveValue('Rajasthan');
  await form.getByLabel('House, flat, street and area').fill('Flat 2, 14 Johari Bazaar');
  await snap(page, testInfo, '2-new-address');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await expect(page.getByTestId('delivery-check')).toContainText('Delivers to Jaipur, Rajasthan, 302003 in about');
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Overnight/ }).check();
  await expect(page.getByTestId('checkout-shipping')).toHaveText('₹1,200');
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText(cartTotal!);
  await snap(page, testInfo, '3-info');
  await expectAccessible(page, 'checkout info step');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Payment');
  await expect(page.getByRole('radio', { name: /^Credit or debit card/ })).toBeChecked();
  await snap(page, testInfo, '4-payment');
  await expectAccessible(page, 'checkout payment step');
  // A double click still places one order (the same Idempotency-Key, and the button locks).
  await page.getByRole('button', { name: /^Place order/ }).dblclick();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway).toContainText('Test mode');
  await expect(gateway.getByTestId('test-gateway-amount')).toHaveText(cartTotal!);
  await snap(page, testInfo, '5-test-gateway', { fullPage: false });
  await expectAccessible(page, 'test gateway', '[role="dialog"]');
  await gateway.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^AB-\d{4}-\d{6,}$/);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('checkout-total')).toHaveText(cartTotal!);
  await expect(page.getByTestId('order-progress').locator('[aria-current="step"]')).toHaveText(/Order Placed/);
  await expect(page.getByRole('main').locator('address')).toContainText('Flat 2, 14 Johari Bazaar');
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', /^\/track-order\?orderNumber=AB-/);
  // The cart badge follows: the order emptied the cart.
  await expect(page.getByRole('button', { name: /^Cart, 0 pieces$/ }).first()).toBeAttached();
  const orderNumber = await page.getByTestId('order-number').textContent();
  await snap(page, testInfo, '6-confirmation');
  await expectAccessible(page, 'order confirmation');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  await expect(page.getByText('Invoice downloaded successfully')).toBeVisible();
});

test('a failed payment is retried on the same order and succeeds; a cancel says so', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
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
  await expect(pending.getByTestId('time-left')).toContainText(/Time left: (14|15):\d\d/);
  const heading = await pending.getByRole('heading').textContent();
  const orderNumber = /AB-\d{4}-\d+/.exec(heading ?? '')![0];
  await snap(page, testInfo, 'payment-failed');
  await expectAccessible(page, 'payment to retry');

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
  test.setTimeout(90_000);
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

test('a gift goes to the recipient named on the address, and the order says so', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const credentials = await registerShopper(page, testInfo, 'checkout-gift');
  await saveAddressByApi(page, credentials, { title: 'Didi', name: 'Priya Sharma' });
  await page.goto('/login');
  await signIn(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/profile$/);
  await addToCart(page, NOSE_PIN.slug);
  await goToPaymentStep(page);
  await expect(page.getByText('Priya Sharma · Didi')).toBeVisible();
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByText('Priya Sharma', { exact: true })).toBeVisible();
});
