import { localPath, readMail } from './mailbox';
import { expect, type Page, type TestInfo } from './test';

/**
 * A fresh customer per test and project, so carts and wishlists never mix between runs. The
 * shopper opens the verification link the store mailed (online payment needs a verified
 * e-mail), unless `verified` is false.
 */
export async function registerShopper(page: Page, testInfo: TestInfo, label: string, { verified = true } = {}): Promise<{ email: string; password: string }> {
  const email = `${label}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Kundan@2025';
  // Each new shopper from an address of their own: the suite signs up more shoppers than the
  // sign-up limit allows one address in 15 minutes (the server trusts the e2e proxy header).
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const registered = await page.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    data: { name: 'Kavya Rao', email, contact: '9876501234', password, dob: '1992-03-04', gender: 'Female', agreeTerms: true, newsletter: false },
  });
  expect(registered.status()).toBe(201);
  if (verified) {
    const mail = await readMail(page.request, email, (entry) => entry.subject === 'Please verify your email for Aabhushan');
    const opened = await page.request.get(localPath(mail.links[0]!), { maxRedirects: 0 });
    expect(opened.headers().location).toBe('/login?verified=true');
  }
  return { email, password };
}

/** Fills the sign-in form the shopper is on and submits it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Registers and signs in a new customer; ends on their profile. */
export async function signInNewShopper(page: Page, testInfo: TestInfo, label: string) {
  const { email, password } = await registerShopper(page, testInfo, label);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
}

/** The cart button: in the header on a desktop, in the bottom bar on a phone. */
export function cartButton(page: Page, isMobile: boolean) {
  const bar = isMobile ? page.getByRole('navigation', { name: 'Quick navigation' }) : page.getByRole('banner');
  return bar.getByRole('button', { name: /^Cart, \d+ pieces?$/ });
}

export function wishlistButton(page: Page, isMobile: boolean) {
  const bar = isMobile ? page.getByRole('navigation', { name: 'Quick navigation' }) : page.getByRole('banner');
  return bar.getByRole('button', { name: /^Wishlist, \d+ pieces?$/ });
}

/** ₹1,23,456 -> 123456 */
export const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
