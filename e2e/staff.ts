import { expect, type Page } from './test';
import { signIn } from './shopper';

/** The staff account every seeded store has (README). */
export const STAFF = { email: 'admin@example.com', password: 'Admin@1234' };

/** Signs in on the staff side as a signed-out visitor would: /admin sends to the sign-in form, which returns to the dashboard. */
export async function signInStaff(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin/);
  await signIn(page, STAFF.email, STAFF.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
