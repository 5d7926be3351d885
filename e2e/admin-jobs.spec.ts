import { startServerProcess } from '../scripts/server-process.mjs';
import { expectAccessible } from './axe';
import { startFakeSmtp, type FakeSmtp } from '../apps/api/src/test/fake-smtp';
import { signInStaff } from './staff';
import type { StoreServer } from './store-server';
import { expect, test as storeTest } from './test';

/**
 * Background jobs on the staff side: a mail the mail server refused for good waits
 * on the Jobs page with its reason; once the cause is mended, Retry sends it. This journey's
 * store sends through a mail server of the journey's own.
 */
const test = storeTest.extend<object, { smtp: FakeSmtp; store: StoreServer }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      const sink = await startFakeSmtp();
      await use(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  store: [
    async ({ smtp }, use) => {
      const { origin, stop } = await startServerProcess({
        ...(process.env.E2E_API_ENTRY ? { entry: process.env.E2E_API_ENTRY } : {}),
        env: { DATA_DIR: 'memory', LOG_LEVEL: 'warn', NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1', DATABASE_URL: undefined, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      });
      await use({ baseURL: origin, stop });
      await stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

test.skip(({ isMobile }) => isMobile, 'The staff side is built for desktops and tablets');
test.describe.configure({ timeout: 90_000 });

test('staff see a refused mail with its reason and send it again once the cause is mended', async ({ page, smtp }) => {
  smtp.refuseRecipients = true;
  // A shopper asks for a reset link; the mail server refuses the mailbox for good (550).
  expect((await page.request.post('/api/auth/forgot-password', { data: { email: 'demo@example.com' } })).ok()).toBe(true);

  await signInStaff(page);
  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
  const refused = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: 'password reset' });
  // The mail is tried just after the answer: the page shows it once it has failed.
  await expect(async () => {
    await page.reload();
    await expect(refused).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(refused).toContainText('E-mail');
  await expect(refused).toContainText('1 of 12 tries');
  await expect(refused).toContainText(/Reason: the mail server refused it for good: .*550/);
  await expectAccessible(page, 'staff jobs');
  expect(smtp.received).toEqual([]);

  // The mailbox exists after all (the cause mended): Retry sends it.
  smtp.refuseRecipients = false;
  await refused.getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByRole('status')).toHaveText('The job will be tried again now');
  await expect.poll(() => smtp.received.length).toBe(1);
  expect(smtp.received[0]!.data).toContain('Subject: Reset your Aabhushan password');
  await page.reload();
  await expect(page.getByText('No failed jobs: everything went out.')).toBeVisible();
});
