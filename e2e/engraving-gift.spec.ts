import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from './test';
import { goToPaymentStep, saveAddressByApi, snap } from './checkout-steps';
import { registerShopper, signIn } from './shopper';
import { STAFF } from './staff';

/** A silver cocktail ring (its first size preselected): a ring, engraved up to 12 characters, cash on delivery, under the phone-check value. */
const RING = 'sapphire-blue-silver-cocktail-ring';

test('a shopper engraves a ring and buys it as a wrapped gift with a card; the packing slip and gift receipt show no prices', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const credentials = await registerShopper(page, testInfo, 'engraved-gift');
  await saveAddressByApi(page, credentials);
  await page.goto('/login');
  await signIn(page, credentials.email, credentials.password);
  // Signed in before the next address: a navigation during the sign-in would leave a guest.
  await expect(page).toHaveURL(/\/profile$/);

  // The engraving: its preview follows the text, bad text is refused in words, the return rule is said first.
  await page.goto(`/product/${RING}`);
  const option = page.getByTestId('engraving-option');
  await expect(option).toBeVisible();
  await expect(option.getByTestId('engraving-no-return')).toHaveText('Engraved pieces cannot be returned.');
  const field = option.getByLabel('Text to engrave');
  await field.fill('A@R');
  await expect(option.getByRole('alert')).toHaveText("Engraving can use only letters (Latin or Devanagari), digits, spaces and & . - ' ♥");
  await field.fill('ABCDEFGHIJKLM');
  await expect(option.getByRole('alert')).toHaveText('Engraving can be at most 12 characters');
  await field.fill('A ♥ R');
  await expect(option.getByRole('alert')).toHaveCount(0);
  await expect(option.getByTestId('engraving-preview')).toContainText('A ♥ R');
  await option.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'product-engraving', { fullPage: false });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText(/added to cart$/)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-engraving').first()).toHaveText('Engraving: “A ♥ R”');

  // Changed in the cart, in place: the same rule as typed, Cancel keeps it, Save changes the line.
  await page.getByRole('button', { name: /^Edit engraving: / }).click();
  const editor = page.getByTestId('cart-engraving-editor');
  const text = editor.getByLabel('Text to engrave');
  await expect(text).toHaveValue('A ♥ R');
  await expect(editor).toContainText('Engraved pieces cannot be returned.');
  await text.fill('Anya ♥ Rohan!');
  await expect(editor.getByRole('alert')).toHaveText("Engraving can use only letters (Latin or Devanagari), digits, spaces and & . - ' ♥");
  await text.fill('Anya ♥ Rohan 1');
  await expect(editor.getByRole('alert')).toHaveText('Engraving can be at most 12 characters');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-engraving')).toHaveText('Engraving: “A ♥ R”');
  await page.getByRole('button', { name: /^Edit engraving: / }).click();
  await text.fill('Anya ♥ Rohan');
  await expect(editor.getByText('12 of 12')).toBeVisible();
  await editor.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'cart-engraving-edit', { fullPage: false });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Engraving saved')).toBeVisible();
  await expect(page.getByTestId('cart-engraving')).toHaveText('Engraving: “Anya ♥ Rohan”');
  await snap(page, testInfo, 'cart-engraving-saved', { fullPage: false });

  // Checkout: a gift, wrapped (the store's ₹150), with a card.
  await goToPaymentStep(page);
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  const gift = page.getByTestId('gift-options');
  await gift.getByLabel('This is a gift').check();
  await gift.getByLabel('Gift wrap (₹150)').check();
  await gift.getByLabel('Message for the card').fill('Happy anniversary, Maa ♥');
  await expect(gift).toContainText('24 of 200');
  await expect(page.getByTestId('checkout-gift-wrap')).toHaveText('₹150');
  await gift.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'checkout-gift', { fullPage: false });
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: /^Place order/ }).click();
  const answer = await (await placed).json();
  expect(answer.data.gift).toEqual({ wrap: true, wrapCharge: 150, message: 'Happy anniversary, Maa ♥' });
  expect(answer.data.totals.giftWrap).toBe(150);
  const order = answer.data as { id: string; orderNumber: string };

  // Staff confirm it and print the papers; each PDF is turned into a picture to look at.
  const login = await page.request.post('/api/auth/login', { data: STAFF });
  const staff = { Authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
  // Cash on delivery confirmed at checkout; staff confirm it if it still waits.
  const current = await page.request.get(`/api/admin/orders/${order.id}`, { headers: staff });
  if (((await current.json()) as { data: { status: string } }).data.status === 'pending') {
    expect((await page.request.patch(`/api/orders/${order.id}/status`, { headers: staff, data: { status: 'confirmed' } })).ok()).toBe(true);
  }
  for (const paper of ['packing-slip', 'gift-receipt']) {
    const pdf = await page.request.get(`/api/admin/orders/${order.id}/${paper}`, { headers: staff });
    expect(pdf.status()).toBe(200);
    const file = testInfo.outputPath(`${paper}.pdf`);
    writeFileSync(file, await pdf.body());
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // A picture of it to look at, where poppler's pdftoppm is installed (the test does not need it).
    try {
      execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, testInfo.outputPath(`${testInfo.project.name}-${paper}`)]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  // The customer's order page: the gift, the engraving and the gift receipt download.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-gift')).toContainText('Gift wrapped (₹150)');
  await expect(page.getByTestId('order-engraving')).toContainText('Anya ♥ Rohan');
  const download = page.waitForEvent('download');
  await page.getByTestId('gift-receipt').click();
  expect((await download).suggestedFilename()).toBe(`gift-receipt-${order.orderNumber}.pdf`);
});

test('a guest who types an engraving and is asked to sign in finds the piece engraved in the cart', async ({ page }, testInfo) => {
  const credentials = await registerShopper(page, testInfo, 'engraved-guest');
  await page.goto(`/product/${RING}`);
  await page.getByTestId('engraving-option').getByLabel('Text to engrave').fill('सदा ♥');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await signIn(page, credentials.email, credentials.password);
  await expect(page.getByText(/added to cart$/)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-engraving')).toHaveText('Engraving: “सदा ♥”');
});
