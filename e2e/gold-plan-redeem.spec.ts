import { expectAccessible } from './axe';
import { addToCart, goToPaymentStep, NOSE_PIN, saveAddressByApi, snap } from './checkout-steps';
import { readToken } from './orders-api';
import { registerShopper, signIn } from './shopper';
import { STAFF } from './staff';
import { expect, test, type Page } from './test';

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/**
 * A plan holding credit, made through the API as the store makes one: enrolled in the seeded plan,
 * the first instalment taken in cash by staff, then closed early, so what was paid is redeemable.
 * (A plan matures months after its last instalment; the browser journeys cannot wait, and a
 * closed-early plan's credit is offered and spent at checkout in the same way.)
 */
async function planWithCredit(page: Page, token: string, monthlyAmount: number): Promise<string> {
  const customer = { authorization: `Bearer ${token}` };
  const enrolled = await page.request.post('/api/gold-plans/enrol', { headers: customer, data: { planId: 'gold-plan-swarna-10', monthlyAmount } });
  expect(enrolled.status()).toBe(201);
  const id = ((await enrolled.json()) as { data: { id: string } }).data.id;
  const login = await page.request.post('/api/auth/login', { data: STAFF });
  const staff = { authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
  expect((await page.request.post(`/api/admin/gold-plans/enrolments/${id}/cash`, { headers: staff, data: { instalment: 1 } })).status()).toBe(201);
  expect((await page.request.post(`/api/gold-plans/${id}/close`, { headers: customer })).status()).toBe(200);
  return id;
}

test('a gold plan pays an order in full, then part of the next; the orders and My Gold Plans show it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const credentials = await registerShopper(page, testInfo, 'gold-plan-redeem');
  await saveAddressByApi(page, credentials);
  await page.goto('/login');
  await signIn(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/profile$/);
  await planWithCredit(page, await readToken(page), 5000);

  // ₹2,099 and ₹50 standard shipping: the plan's ₹5,000 pays it all.
  const first = NOSE_PIN.price + 50;
  await addToCart(page, NOSE_PIN.slug);
  await goToPaymentStep(page);
  const credit = page.getByRole('group', { name: 'Pay from my gold plan' });
  await expect(credit).toContainText('Credit in the plan: ₹5,000');
  await expect(credit).toContainText(`Pays the whole order (${inr(first)}): nothing left to pay`);
  await credit.getByRole('radio', { name: /^Use Swarna Sanchay/ }).check();
  await expect(page.getByTestId('gold-plan-pays-all')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
  await expect(page.getByTestId('checkout-gold-plan')).toHaveText(`−${inr(first)}`);
  await expect(page.getByTestId('checkout-due')).toHaveText('₹0');
  await snap(page, testInfo, 'checkout-gold-plan-full');
  await expectAccessible(page, 'checkout with a gold plan credit');
  await page.getByRole('button', { name: 'Place order · paid from my gold plan' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByTestId('payment-method')).toHaveText('Gold plan');
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('checkout-gold-plan')).toHaveText(`−${inr(first)}`);
  const firstNumber = (await page.getByTestId('order-number').textContent())!;

  // Two pins (₹4,198 and ₹50): the ₹2,851 left pays part; the rest is cash on delivery.
  const left = 5000 - first;
  const second = NOSE_PIN.price * 2 + 50;
  await addToCart(page, NOSE_PIN.slug);
  await addToCart(page, NOSE_PIN.slug);
  await goToPaymentStep(page);
  await expect(credit).toContainText(`Pays ${inr(left)} of this order; ${inr(second - left)} left to pay below`);
  await credit.getByRole('radio', { name: /^Use Swarna Sanchay/ }).check();
  await expect(page.getByTestId('checkout-due')).toHaveText(inr(second - left));
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await snap(page, testInfo, 'checkout-gold-plan-part');
  await page.getByRole('button', { name: `Place order · ${inr(second - left)}` }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByTestId('payment-method')).toHaveText('Gold plan and Cash on delivery');
  await expect(page.getByText(`Please keep ${inr(second - left)} ready to pay when it arrives.`)).toBeVisible();
  const secondId = new URL(page.url()).searchParams.get('orderId')!;

  // My Gold Plans lists both orders, each a link to it, and no credit left.
  await page.goto('/profile?tab=gold-plans');
  const redeemed = page.getByTestId('gold-plan-redemptions');
  await expect(redeemed.getByRole('listitem')).toHaveCount(2);
  await expect(redeemed.getByRole('listitem').first()).toContainText(`Order ${firstNumber}${inr(first)}`);
  await expect(page.getByTestId('gold-plan-credit-left')).toHaveText('Credit left: ₹0');
  await snap(page, testInfo, 'my-gold-plans-redeemed');
  await redeemed.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${secondId}$`));
  await expect(page.getByTestId('order-gold-plan')).toHaveText(`−${inr(left)}`);
  await expect(page.getByTestId('order-due')).toHaveText(inr(second - left));
});

test('a refusal at Place order is said beside it, the choices stay, and the spent credit is no longer offered', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const credentials = await registerShopper(page, testInfo, 'gold-plan-refused');
  await saveAddressByApi(page, credentials);
  await page.goto('/login');
  await signIn(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(/\/profile$/);
  const token = await readToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const plan = await planWithCredit(page, token, 5000);
  await addToCart(page, NOSE_PIN.slug);
  await goToPaymentStep(page);
  await page.getByRole('group', { name: 'Pay from my gold plan' }).getByRole('radio', { name: /^Use Swarna Sanchay/ }).check();
  await page.getByLabel('Order notes').fill('Gift wrap, please.');

  // Meanwhile, in another tab, three pins are ordered with the plan's whole credit and cash on delivery for the rest.
  const cart = ((await (await page.request.get('/api/v1/cart', { headers })).json()) as { data: { items: Array<{ productId: string }> } }).data;
  const pin = cart.items[0]!.productId;
  expect((await page.request.post('/api/v1/cart/add', { headers, data: { productId: pin, quantity: 2 } })).ok()).toBe(true);
  const addresses = ((await (await page.request.get('/api/address', { headers })).json()) as { data: Array<{ _id: string }> }).data;
  const other = await page.request.post('/api/orders', { headers, data: { addressId: addresses[0]!._id, shippingMethod: 'standard', paymentMethod: 'cod', goldPlanId: plan } });
  expect(other.status(), await other.text()).toBe(201);
  expect((await page.request.post('/api/payments/cod', { headers, data: { order_id: ((await other.json()) as { data: { id: string } }).data.id } })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/cart/add', { headers, data: { productId: pin, quantity: 1 } })).ok()).toBe(true);

  await page.getByRole('button', { name: 'Place order · paid from my gold plan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This gold plan has no credit left to redeem' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Order notes')).toHaveValue('Gift wrap, please.');
  // The plan's credit is read again: nothing is left, so it is no longer offered and the order is paid as usual.
  await expect(page.getByRole('group', { name: 'Pay from my gold plan' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
  await snap(page, testInfo, 'checkout-gold-plan-refused');
});
