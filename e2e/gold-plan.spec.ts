import { readFile } from 'node:fs/promises';
import { expectAccessible } from './axe';
import { snap } from './checkout-steps';
import { readToken } from './orders-api';
import { registerShopper, signIn } from './shopper';
import { signInStaff } from './staff';
import { expect, test } from './test';

interface PublicPlan {
  id: string;
  instalments: number;
  minMonthly: number;
  maxMonthly: number;
  bonusPercent: number;
}

test('a shopper works out a plan, signs in to enrol, pays the first instalment with the test gateway and sees it paid in My Gold Plans', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const plans = ((await (await page.request.get('/api/public/gold-plans')).json()) as { data: PublicPlan[] }).data;
  // The seeded plan: ten instalments of ₹1,000 to ₹50,000, a bonus of one instalment.
  expect(plans[0]).toMatchObject({ id: 'gold-plan-swarna-10', instalments: 10, minMonthly: 1000, maxMonthly: 50000, bonusPercent: 100 });
  const { email, password } = await registerShopper(page, testInfo, 'gold-plan');

  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gold Plan', exact: true }).click();
  await expect(page).toHaveURL(/\/gold-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms of the plan' })).toBeVisible();

  // ₹5,000 a month to start: ten instalments, a bonus of one, ₹55,000 at maturity.
  const amount = page.getByLabel('Monthly amount (₹)');
  await expect(amount).toHaveValue('5000');
  await expect(page.getByTestId('gold-plan-total')).toHaveText('₹50,000');
  await expect(page.getByTestId('gold-plan-bonus')).toHaveText('₹5,000');
  await expect(page.getByTestId('gold-plan-value')).toHaveText('₹55,000');
  await expect(page.getByTestId('gold-plan-maturity')).not.toBeEmpty();
  await snap(page, testInfo, 'gold-plan-page');
  await expectAccessible(page, 'gold plan page');

  // Amounts the plan does not take say why, beside the field.
  await amount.fill('2050');
  await expect(page.getByText('The monthly amount must be whole hundreds of rupees')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('900');
  await expect(page.getByText('The monthly amount must be at least ₹1,000')).toBeVisible();
  await amount.fill('2000');
  await expect(page.getByTestId('gold-plan-value')).toHaveText('₹22,000');

  // Signed out, Enrol is a way to sign in that comes back with the same amount.
  await page.getByRole('link', { name: 'Sign in to enrol' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/gold-plan\?plan=gold-plan-swarna-10&amount=2000$/);
  await expect(page.getByLabel('Monthly amount (₹)')).toHaveValue('2000');
  await page.getByRole('button', { name: 'Enrol with ₹2,000 a month' }).click();

  await expect(page).toHaveURL(/\/profile\?tab=gold-plans$/);
  const plan = page.getByTestId('gold-plan-enrolment');
  await expect(plan).toHaveCount(1);
  await expect(plan.getByText('Active')).toBeVisible();
  await expect(plan.getByTestId('gold-plan-instalment-1')).toContainText('Not paid yet');
  await expect(plan.getByRole('table', { name: 'Schedule' }).getByRole('row')).toHaveCount(11);

  await plan.getByRole('button', { name: 'Pay instalment 1 · ₹2,000' }).click();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway.getByTestId('test-gateway-amount')).toHaveText('₹2,000');
  await expect(gateway).toContainText('Gold plan instalment 1');
  await gateway.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(gateway).toBeHidden();

  await expect(page.getByText('Instalment 1 is paid. Thank you.')).toBeVisible();
  await expect(plan.getByTestId('gold-plan-paid')).toHaveText('₹2,000');
  await expect(plan.getByTestId('gold-plan-instalment-1')).toContainText('On time · Online');
  await expect(plan.getByText('1 of 10 instalments')).toBeVisible();
  // Its receipt, a PDF from the store.
  const downloading = page.waitForEvent('download');
  await plan.getByRole('button', { name: 'Receipt for instalment 1 (PDF)' }).click();
  const receipt = await downloading;
  expect(receipt.suggestedFilename()).toBe('gold-plan-receipt-1.pdf');
  expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  // The second instalment is due next month: nothing to pay today.
  await expect(plan.getByText(/^Instalment 2 is due on /)).toBeVisible();
  await expect(plan.getByRole('button', { name: /^Pay instalment/ })).toHaveCount(0);
  await snap(page, testInfo, 'my-gold-plans');
  await expectAccessible(page, 'my gold plans');
});

test('staff find a plan due today, record its instalment taken in cash, and the customer sees it paid in cash', async ({ page, browser, isMobile, baseURL }, testInfo) => {
  test.skip(isMobile, 'The staff side is built for desktops and tablets');
  test.setTimeout(120_000);
  const { email, password } = await registerShopper(page, testInfo, 'gold-plan-cash');
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  const token = await readToken(page);
  const enrolled = await page.request.post('/api/gold-plans/enrol', { headers: { authorization: `Bearer ${token}` }, data: { planId: 'gold-plan-swarna-10', monthlyAmount: 3000 } });
  expect(enrolled.status()).toBe(201);

  const staffContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  const staff = await staffContext.newPage();
  await signInStaff(staff);
  await staff.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Gold Plans' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Gold Plans' })).toBeVisible();
  await staff.getByLabel('Show').selectOption('due');
  await expect(staff).toHaveURL(/due=due/);
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('₹3,000');
  await expect(row).toContainText('Due');
  await expectAccessible(staff, 'staff gold plans');
  await snap(staff, testInfo, 'staff-gold-plans');

  await row.getByRole('button', { name: /^Record cash/ }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Record cash' }).click();
  await expect(staff.getByRole('status')).toContainText('Kavya Rao, instalment 1: Cash instalment recorded.');
  // Paid, the plan is not due again until next month: it leaves the list of plans due.
  await expect(staff.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await staffContext.close();

  await page.goto('/profile?tab=gold-plans');
  await expect(page.getByTestId('gold-plan-instalment-1')).toContainText('On time · Cash at a showroom');
});
