import { expect, type Page, type TestInfo } from './test';

/** A piece that allows cash on delivery and is well within the COD limit. */
export const NOSE_PIN = { slug: 'sapphire-silver-nose-pin', price: 2099 };

/** Adds a piece from its page (the shopper is signed in). */
export async function addToCart(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText(/added to cart$/)).toBeVisible();
}

/** Saves an address through the API with the shopper's token (for journeys that test other steps); `more` adds fields (a gift's recipient). */
export async function saveAddressByApi(page: Page, credentials: { email: string; password: string }, more: Record<string, unknown> = {}) {
  const login = await page.request.post('/api/auth/login', { data: credentials });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const saved = await page.request.post('/api/address', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Home',
      address_type: 'HOME',
      formatted_address: 'C-Scheme, Jaipur',
      address: '14 Prithviraj Road, C-Scheme',
      contact_number: '9876501234',
      pin_code: '302001',
      coordinates: [75.7873, 26.9124],
      ...more,
    },
  });
  expect(saved.status()).toBe(201);
}

/** From the cart to the Payment step with the preselected saved address and a shipping method. */
export async function goToPaymentStep(page: Page, shipping: 'Standard' | 'Express' | 'Overnight' = 'Standard') {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByTestId('delivery-check')).toContainText('Delivers to');
  await page.getByRole('radio', { name: new RegExp(`^${shipping}`) }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
}

/** A screenshot to look at, kept with the test's results. */
export async function snap(page: Page, testInfo: TestInfo, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`), fullPage });
}
