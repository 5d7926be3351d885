import { readFileSync } from 'node:fs';
import { localPath, readMail } from './mailbox';
import { registerShopper } from './shopper';
import { expect, test, type Page, type TestInfo } from './test';

/**
 * Accounts journeys (issue 3): sign-up with e-mail verification, remember-me sign-in that
 * survives a reload, profile edit, password change, forgot password, a guarded page and
 * sign-in with a one-time code. E-mails are read from the development outbox.
 */

/** A fresh address per test and project: the server's database is shared by the whole run. */
function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOutFromProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a shopper signs up, verifies, keeps the session, edits the profile and changes and resets the password', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'asha');
  const first = 'Asha@2024';
  const second = 'Kundan#2025';
  const third = 'Polki-2026x';

  await page.goto('/signup');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Date of birth').fill('1994-05-17');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Password', { exact: true }).fill(first);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm password').fill(first);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully! Please check your email for verification.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?email=.+&registered=true/, { timeout: 10_000 });
  await expect(page.getByText('Your account is ready. Please sign in.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  const verification = await readMail(page.request, email, (mail) => mail.links.some((link) => link.includes('/api/auth/verify-email')));
  await page.goto(localPath(verification.links.find((link) => link.includes('/api/auth/verify-email'))!));
  await expect(page).toHaveURL(/\/login\?verified=true/);
  await expect(page.getByText('Your e-mail address is verified. Please sign in.')).toBeVisible();

  await signIn(page, email, first, true);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();

  // Profile: read-only until Edit Profile, then saved.
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/tab=profile/);
  await expect(page.getByLabel('City (optional)')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('City (optional)').fill('Udaipur');
  await page.getByLabel('PIN code (optional)').fill('313001');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City (optional)')).toHaveValue('Udaipur');

  // Security: change the password, then sign in again with the new one.
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill(first);
  await page.getByLabel('New password', { exact: true }).fill(second);
  await page.getByLabel('Confirm password').fill(second);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await signOutFromProfile(page);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  await signIn(page, email, second);
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();
  await signOutFromProfile(page);

  // Forgot password: the typed e-mail travels to the form; the e-mailed link sets a new password.
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const reset = await readMail(page.request, email, (mail) => mail.links.some((link) => link.includes('/reset-password?token=')));
  await page.goto(localPath(reset.links.find((link) => link.includes('/reset-password?token='))!));
  await page.getByLabel('New password', { exact: true }).fill(third);
  await page.getByLabel('Confirm password').fill(third);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, email, third);
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();

  // Sign out: from the header menu on a desktop, from the side panel on a phone.
  if (testInfo.project.name === 'desktop') {
    await page.getByRole('button', { name: /Account menu for Asha Verma/ }).click();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  } else {
    await signOutFromProfile(page);
  }
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
});

test('changing the sign-in e-mail needs the password and the new mailbox; the old one can undo it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, 'move');
  const password = 'Kundan@2025';
  const registered = await page.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { name: 'Meera Iyer', email, contact: '9876501234', password, dob: '1991-02-03', gender: 'Female', agreeTerms: true, newsletter: false },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);

  // The new address is only asked for: the password first, then a link to that mailbox.
  await page.goto('/profile?tab=profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const moved = uniqueEmail(testInfo, 'moved');
  await page.getByLabel('Email address').fill(moved);
  const current = page.getByLabel('Current password');
  await expect(current).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter your current password to change your e-mail address.')).toBeVisible();
  await current.fill(password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('We have sent a confirmation link to your new e-mail address. Your sign-in e-mail changes when you open it.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  const confirm = await readMail(page.request, moved, (mail) => mail.subject === 'Confirm your new email for Aabhushan');
  await page.goto(localPath(confirm.links[0]!));
  await expect(page).toHaveURL(/\/login\?emailChanged=true/);
  await expect(page.getByText('Your e-mail address is changed. Please sign in with the new one.')).toBeVisible();
  await page.goto('/profile?tab=profile');
  await expect(page.getByLabel('Email address')).toHaveValue(moved);

  // The old mailbox was told, and its link takes the account back.
  const notice = await readMail(page.request, email, (mail) => mail.subject === 'Your Aabhushan email is about to change');
  expect(notice.text).toContain(moved);
  await page.goto(localPath(notice.links[0]!));
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText('Your account keeps its e-mail address and every device has been signed out.', { exact: false })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Polki-2026x');
  await page.getByLabel('Confirm password').fill('Polki-2026x');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, email, 'Polki-2026x');
  await expect(page).toHaveURL(/\/profile$/);
});

test('a guarded page sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/profile?tab=security');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%3Ftab%3Dsecurity$/);
  await signIn(page, 'demo@example.com', 'Demo@1234');
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
  await expect(page.getByText(/every other device signed in to your account is signed out/)).toBeVisible();

  // /orders opens My Orders (the demo customer is seeded with delivered orders); /user/login keeps its returnUrl.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  await expect(page.locator('main a[href^="/orders/"]').first()).toBeVisible();
  await signOutFromProfile(page);
  await page.goto('/user/login?returnUrl=%2Forders');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Forders$/);
});

test('a shopper signs in with a one-time code from the e-mail', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'meera');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: 'Meera Iyer',
      email,
      contact: '9123456780',
      password: 'Meera@2024',
      dob: '1990-01-15',
      gender: 'Female',
      agreeTerms: true,
      newsletter: false,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a one-time code' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`If ${email} belongs to an account, a code is on its way there. Enter it below.`)).toBeVisible();
  const mail = await readMail(page.request, email, (candidate) => /sign-in code/i.test(candidate.subject));
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Hello, Meera' })).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'demo@example.com', 'Wrong@1234');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer downloads everything the store keeps about them, as one file', async ({ page }, testInfo) => {
  const { email, password } = await registerShopper(page, testInfo, 'my-data');
  await page.goto('/profile?tab=security');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toContainText('Download everything we keep about you');
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^aabhushan-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { email: string }; consents: { termsAcceptedAt: string | null } };
  expect(file.profile.email).toBe(email);
  expect(file.consents.termsAcceptedAt).not.toBeNull();
});
