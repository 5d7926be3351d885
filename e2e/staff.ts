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

/** A new ring on the staff side's product form: the fields every piece needs, then `priced` (the price fields), then created and published. Answers its id. */
export async function createRing(page: Page, text: { name: string; shortDescription: string; description: string; purity: string }, priced: () => Promise<void>) {
  await page.goto('/admin/products/new');
  await page.getByLabel('Name (English)').fill(text.name);
  await page.getByLabel('Category').selectOption({ label: 'Rings' });
  await page.getByLabel('Short description (English)', { exact: true }).fill(text.shortDescription);
  await page.getByLabel('Description (English)', { exact: true }).fill(text.description);
  await page.getByLabel('Purity').selectOption(text.purity);
  await priced();
  await page.getByLabel('Published: shoppers can see and buy it').check();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status')).toHaveText('Product created');
  return page.url().split('/').pop()!;
}
