import { expectAccessible } from './axe';
import { snap } from './checkout-steps';
import { signInStaff } from './staff';
import { expect, test } from './test';

/** The API's sentences (packages/shared/src/schemas/gold-plans.ts). */
const M = {
  instalments: 'Instalments must be a whole number from 1 to 12: a longer plan would be a deposit',
  monthly: 'Monthly amounts must be whole hundreds of rupees from ₹100 to ₹10,00,000',
  range: 'The minimum monthly amount cannot be above the maximum',
  created: 'Gold plan created',
  updated: 'Gold plan updated',
};

test('staff create a gold plan, are told beside each field what the API refuses, change it and close it to new enrolments', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  await page.goto('/admin/gold-plans');
  await page.getByRole('navigation', { name: 'Gold plan pages' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gold plan schemes' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Swarna Sanchay' })).toContainText('Open');
  await snap(page, testInfo, 'staff-gold-plan-list');
  await page.getByRole('link', { name: 'New plan' }).click();
  await expect(page).toHaveURL(/\/admin\/gold-plans\/new$/);

  // Nothing filled, then amounts the API refuses: each sentence beside its field.
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
  await expect(page.getByLabel('Name (English)')).toHaveAttribute('aria-invalid', 'true');
  const name = `Suvarna ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Hindi)').fill('सुवर्ण योजना');
  await page.getByLabel('Terms (English)').fill('Six monthly instalments; a bonus of half an instalment at maturity. Redeemed against jewellery only.');
  await page.getByLabel('Instalments', { exact: true }).fill('13');
  await page.getByLabel('Bonus (% of one instalment)').fill('50');
  await page.getByLabel('Minimum a month (₹)').fill('1050');
  await page.getByLabel('Maximum a month (₹)').fill('20000');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText(M.instalments)).toBeVisible();
  await expect(page.getByText(M.monthly)).toBeVisible();
  await expect(page.getByLabel('Name (English)')).not.toHaveAttribute('aria-invalid', 'true');
  await snap(page, testInfo, 'staff-gold-plan-refused');

  await page.getByLabel('Instalments', { exact: true }).fill('6');
  await page.getByLabel('Minimum a month (₹)').fill('500');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page).toHaveURL(/\/admin\/gold-plans\/(?!new)[^/]+$/);
  await expect(page.getByRole('status')).toHaveText(M.created);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page, 'staff gold plan form');
  await snap(page, testInfo, 'staff-gold-plan-editor');
  const plans = async () => ((await (await page.request.get('/api/public/gold-plans')).json()) as { data: Array<{ name: { en: string }; instalments: number; maxMonthly: number }> }).data;
  expect((await plans()).find((plan) => plan.name.en === name)).toMatchObject({ instalments: 6, maxMonthly: 20000 });

  // A minimum above the maximum is refused beside the minimum; a good change is saved.
  await page.getByLabel('Minimum a month (₹)').fill('30000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(M.range)).toBeVisible();
  await page.getByLabel('Minimum a month (₹)').fill('500');
  await page.getByLabel('Maximum a month (₹)').fill('25000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(M.updated);
  expect((await plans()).find((plan) => plan.name.en === name)).toMatchObject({ maxMonthly: 25000 });

  // Closed to new enrolments: the storefront no longer offers it.
  await page.getByRole('button', { name: 'Deactivate plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Closed to new enrolments; customers already enrolled carry on.')).toBeVisible();
  expect((await plans()).some((plan) => plan.name.en === name)).toBe(false);
  await page.getByRole('link', { name: '← All plans' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Closed');
});

test('staff find a customer\'s gold plans by name, e-mail or phone', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/admin/gold-plans');
  const search = page.getByLabel('Search by customer name, e-mail or phone');
  await search.fill('no-such-customer-anywhere');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=no-such-customer-anywhere/);
  await expect(page.getByText('No enrolment of a customer matching the search.')).toBeVisible();
});
