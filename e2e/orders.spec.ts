import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import { expectAccessible } from './axe';
import { placeCodOrder, readToken } from './orders-api';
import { registerShopper, signIn } from './shopper';

/** Screenshots of the three order pages at 390 and 1280 px, looked at by a person (not compared). */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? fileURLToPath(new URL('../.cache/screenshots', import.meta.url));

test('a customer finds the order in My Orders, downloads the invoice and cancels it; a guest tracks it', async ({ page, browser }, testInfo) => {
  // A long journey (order, list, detail, invoice, cancel, guest tracking) on a shared 2-core machine.
  test.setTimeout(90_000);
  const { email, password } = await registerShopper(page, testInfo, 'my-orders');
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  const order = await placeCodOrder(page.request, await readToken(page));

  // The dashboard counts it; My Orders lists it.
  await page.reload();
  await expect(page.getByText('Total Orders').locator('..')).toContainText('1');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(card).toContainText('Confirmed');
  await page.screenshot({ path: `${SHOTS}/my-orders-${testInfo.project.name}.png`, fullPage: true });
  await expectAccessible(page, 'My Orders');

  await card.getByRole('link', { name: `View details of order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem', { name: 'Order Placed: current step' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible();
  await expect(page.getByText('Cash on delivery', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-detail-${testInfo.project.name}.png`, fullPage: true });
  await expectAccessible(page, 'order detail');

  // The invoice arrives as invoice-{orderNumber}.pdf.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
  await expect(page.getByText('Invoice downloaded successfully')).toBeVisible();

  // Cancel asks first, needs a reason, then shows the order as Cancelled.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog.getByText('Please tell us why you are cancelling')).toBeVisible();
  await expectAccessible(page, 'cancel dialog');
  await dialog.getByLabel('I changed my mind').check();
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your order has been cancelled')).toBeVisible();
  await expect(page.locator('header').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();

  // A guest (no session) tracks it by number and e-mail.
  const guest = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const guestPage = await guest.newPage();
  await guestPage.goto('/track-order');
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  await expect(guestPage.getByLabel('Order number')).toHaveAccessibleDescription('Order number is required');
  await guestPage.getByLabel('Order number').fill(order.orderNumber);
  await guestPage.getByLabel('E-mail or phone number').fill('someone.else@example.com');
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  await expect(guestPage.getByText(/^We could not find an order with these details/)).toBeVisible();
  await guestPage.getByLabel('E-mail or phone number').fill(email);
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  const result = guestPage.getByRole('region', { name: `Order ${order.orderNumber}` });
  await expect(result).toContainText('Cancelled');
  await expect(result.getByRole('heading', { name: 'Order history' })).toBeVisible();
  await guestPage.screenshot({ path: `${SHOTS}/track-order-${testInfo.project.name}.png`, fullPage: true });
  await expectAccessible(guestPage, 'track order');
  await guest.close();
});
