import { expect, test, type Browser, type Page, type TestInfo } from './test';
import { expectAccessible } from './axe';
import { signInStaff } from './staff';

/**
 * Policy pages in the store's own words (issue 13): staff start their own privacy policy from
 * the store's current text, publish it and a shipping policy, and shoppers read them; deleted,
 * the privacy policy written from the store settings is back. Desktop first.
 */
test.skip(({ isMobile }) => isMobile, 'The staff side is built for desktops and tablets');
test.describe.configure({ timeout: 90_000 });

/** Opens `path` as a new shopper would (a browser that read a public answer may keep it 60 s). */
async function asShopper(browser: Browser, testInfo: TestInfo, path: string, look: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ...testInfo.project.use });
  const page = await context.newPage();
  await page.goto(path);
  await look(page);
  await context.close();
}

test('staff write their own privacy policy from the current text and a shipping policy; shoppers read them', async ({ page, browser }, testInfo) => {
  await signInStaff(page);
  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Policy pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policy pages' })).toBeVisible();
  await expectAccessible(page, 'staff policy pages');

  // Their own privacy policy, starting from the text the store writes from its settings.
  await page.getByRole('link', { name: 'Write your own privacy policy' }).click();
  await expect(page.getByLabel('Address')).toHaveValue('privacy-policy');
  await expect(page.getByText('Published, this page replaces the text the store writes from its settings')).toBeVisible();
  await expect(page.getByLabel('Text (HTML)')).toHaveValue(/^<h2>Who we are<\/h2>\n<p>Aabhushan/);
  const preview = page.locator('main [class*="preview"]').last();
  await expect(preview.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Our privacy promise');
  await page.getByLabel('Published: shoppers see it').check();
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('status')).toHaveText('Policy page created');
  await expect(page.getByRole('heading', { level: 1, name: 'Our privacy promise' })).toBeVisible();
  await expectAccessible(page, 'staff policy page editor');
  const privacyEditor = page.url();

  await asShopper(browser, testInfo, '/page/privacy-policy', async (shopper) => {
    await expect(shopper.getByRole('heading', { level: 1, name: 'Our privacy promise' })).toBeVisible();
    await expect(shopper.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    await expect(shopper).toHaveTitle('Our privacy promise | Aabhushan');
    await expectAccessible(shopper, 'a policy page staff wrote');
  });

  // A page of their own at a new address: its messages before anything is sent.
  expect((await page.request.get('/page/shipping-policy')).status()).toBe(404);
  await page.goto('/admin/pages/new');
  await page.getByLabel('Title', { exact: true }).fill('Shipping policy');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('Summary is required (at most 300 characters): search engines and the page show it under the title')).toBeVisible();
  await page.getByLabel('Summary').fill('Insured delivery across India, sealed and tracked.');
  await page.getByLabel('Text (HTML)').fill('<h2>Delivery</h2><p>Every parcel is insured.<script>window.hacked = true</script></p>');
  await page.getByLabel('Published: shoppers see it').check();
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('status')).toHaveText('Policy page created');
  await asShopper(browser, testInfo, '/page/shipping-policy', async (shopper) => {
    await expect(shopper.getByRole('heading', { level: 1, name: 'Shipping policy' })).toBeVisible();
    await expect(shopper.getByText('Insured delivery across India, sealed and tracked.')).toBeVisible();
    await expect(shopper.getByText('Every parcel is insured.')).toBeVisible();
    await expect(shopper.getByRole('contentinfo').getByRole('link', { name: 'Shipping policy' })).toHaveAttribute('href', '/page/shipping-policy');
    expect(await shopper.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  });

  // Deleted (asked first), the privacy policy written from the settings is back.
  await page.goto(privacyEditor);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Policy page deleted');
  await asShopper(browser, testInfo, '/page/privacy-policy', async (shopper) => {
    await expect(shopper.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(shopper.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  });
});
