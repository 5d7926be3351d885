import { expectAccessible } from './axe';
import { snap } from './checkout-steps';
import { readMail } from './mailbox';
import { readToken } from './orders-api';
import { registerShopper, signIn } from './shopper';
import { expect, test, type Page } from './test';

interface ListedProduct {
  _id: string;
  slug: string;
  name: { en: string } | string;
  inventory: { quantity: number };
}

const english = (text: { en: string } | string) => (typeof text === 'string' ? text : text.en);

/** The nth slot that can still be booked (phone and desktop take different ones: they share the store). */
async function chooseSlot(page: Page, nth: number) {
  const slots = page.locator('[data-testid="appointment-slot"]:not([disabled])');
  await expect(slots.nth(nth)).toBeVisible();
  await slots.nth(nth).click();
  await expect(slots.nth(nth)).toHaveAttribute('aria-pressed', 'true');
}

async function signInShopper(page: Page, testInfo: Parameters<typeof registerShopper>[1], label: string) {
  const shopper = await registerShopper(page, testInfo, label);
  await page.goto('/login');
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/profile$/);
  return shopper;
}

test('a shopper books a video call from a product page and sees it in My Appointments', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const offset = testInfo.project.name.includes('phone') ? 0 : 2;
  const { email } = await signInShopper(page, testInfo, 'video-call');
  const listed = ((await (await page.request.get('/api/public/product?limit=20')).json()) as { data: ListedProduct[] }).data;
  const product = listed.find((candidate) => candidate.inventory.quantity > 0)!;

  await page.goto(`/product/${product.slug}`);
  await page.getByRole('link', { name: 'Book a video call' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments\\?kind=video&product=${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Video call/ })).toBeChecked();
  await expect(page.getByText(english(product.name), { exact: true })).toBeVisible();
  await chooseSlot(page, offset);
  await page.getByLabel('Note for the consultant').fill('A necklace for a wedding in December');
  await snap(page, testInfo, 'appointments-page');
  await expectAccessible(page, 'appointments page');
  await page.getByRole('button', { name: 'Book appointment' }).click();

  await expect(page).toHaveURL(/\/profile\?tab=appointments$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Video call' }).first();
  await expect(card).toContainText(english(product.name));
  await expect(card).toContainText(/Reference AP-\d{4}-\d{6}/);
  await expect(card.getByRole('link', { name: 'Join the video call' })).toHaveAttribute('href', /\/appointments\/video\/[\w-]+$/);
  await snap(page, testInfo, 'profile-appointments');
  await expectAccessible(page, 'My Appointments');

  // The confirmation mail carries the calendar invitation.
  const mail = await readMail(page.request, email, (entry) => entry.subject.startsWith('Your appointment is booked'));
  expect(mail.attachments?.[0]?.content).toContain('BEGIN:VEVENT');

  // The link page of the call, on the store's own site.
  const link = await card.getByRole('link', { name: 'Join the video call' }).getAttribute('href');
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Your video call' })).toBeVisible();
  await expect(page.getByText(english(product.name), { exact: true })).toBeVisible();
});

test('a shopper books try at home with a PIN the showroom serves', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const offset = testInfo.project.name.includes('phone') ? 4 : 6;
  await signInShopper(page, testInfo, 'try-at-home');
  const token = await readToken(page);
  const address = await page.request.post('/api/address', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Home', address_type: 'HOME', formatted_address: '14 MI Road, Jaipur, Rajasthan 302001', address: '14 MI Road, near Panch Batti',
      contact_number: '9876501234', pin_code: '302001', coordinates: [75.8069, 26.9157], type: 'Point',
    },
  });
  expect(address.status()).toBe(201);

  await page.goto('/appointments?kind=home');
  await expect(page.getByRole('radio', { name: /Try at home/ })).toBeChecked();
  const pin = page.getByLabel('PIN code of the address');
  await pin.fill('999999');
  await pin.press('Enter');
  await expect(page.getByText('Try at home is not available at this PIN yet')).toBeVisible();
  await pin.fill('302001');
  await pin.press('Enter');
  await expect(page.getByLabel('Showroom', { exact: true })).toContainText('Jaipur');
  await chooseSlot(page, offset);
  await expect(page.getByLabel('Address to visit')).toContainText('302001');
  await page.getByRole('button', { name: 'Book appointment' }).click();

  await expect(page).toHaveURL(/\/profile\?tab=appointments$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Try at home' }).first();
  await expect(card).toContainText('Jaipur');
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
});
