import { placeCodOrder, readToken } from './orders-api';
import { registerShopper, signIn } from './shopper';
import { STAFF } from './staff';
import { expect, test, type APIRequestContext } from './test';

/**
 * Deleting one's account (India's DPDP Act): refused while an order is on its way, then, once it
 * is delivered, the account is erased from the profile's Security tab and the shopper ends
 * signed out, unable to sign in with the old e-mail and password.
 */

const someAddress = () => `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Staff walk the order to delivered through the API, as the staff side's order page does. */
async function deliver(request: APIRequestContext, orderId: string): Promise<void> {
  const login = await request.post('/api/auth/login', { headers: { 'x-forwarded-for': someAddress() }, data: { email: STAFF.email, password: STAFF.password } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const moved = await request.patch(`/api/orders/${orderId}/status`, { headers, data: { status } });
    // A cash-on-delivery order is confirmed already when its confirmation went through.
    if (status === 'confirmed' && moved.status() === 400) continue;
    expect(moved.status(), `${status}: ${await moved.text()}`).toBe(200);
  }
}

test('a customer deletes their account once their order is delivered, and can no longer sign in', async ({ page, request }, testInfo) => {
  const { email, password } = await registerShopper(page, testInfo, 'delete-account');
  await page.goto('/profile?tab=security');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  const order = await placeCodOrder(page.request, await readToken(page));

  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('What we erase');
  await expect(dialog).toContainText('Your orders and their invoices, for 8 years, because GST and company law require it.');
  // Focus starts on the safe choice.
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeFocused();

  // The order is still on its way: the store keeps the account until it is finished.
  await dialog.getByLabel('Enter your password to confirm').fill(password);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your account cannot be deleted while an order is still open.');

  // Staff act from their own API context: the shopper's browser keeps its own cookies.
  await deliver(request, order.id);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/login\?accountDeleted=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted and you are signed out.' })).toBeVisible();

  // Signed out here: the profile asks to sign in again...
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  // ...and the old e-mail and password no longer open anything.
  await signIn(page, email, password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
