import { expect, test, type Response } from '@playwright/test';

/**
 * Issue 11 item 3: the first view of /home moves at most 30 KB of JSON (as transferred, gzip),
 * so a phone on mobile data shows the home page's cards without waiting on the full catalogue
 * shape. The cards ask for the compact card shape (`view=card`); the full shape stays for the
 * product page.
 */
const FIRST_VIEW_JSON_BUDGET_BYTES = 30 * 1024;

interface Answer {
  path: string;
  bytes: number;
  encoding: string;
}

/** What the browser received for one answer: its body as sent over the wire (compressed when it was). */
async function measure(response: Response): Promise<Answer> {
  const { responseBodySize } = await response.request().sizes();
  const url = new URL(response.url());
  return { path: `${url.pathname}${url.search}`, bytes: responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity' };
}

function isJson(response: Response): boolean {
  return /\bjson\b/.test(response.headers()['content-type'] ?? '');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Measured once, on the phone: the budget's reason, and what /home asks for does not depend on the viewport.
test('the first view of /home stays within its JSON budget', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'measured once, on the phone');
  // The budget is in gzip: ask for gzip only, as the server would otherwise send brotli.
  const context = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pending: Promise<Answer>[] = [];
  page.on('response', (response) => {
    if (isJson(response)) pending.push(measure(response));
  });

  // A new shopper's first visit: nothing cached, no interaction, until the network is quiet.
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: /featured/i }).locator('article').first()).toBeVisible();
  const answers = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
  await context.close();

  const total = answers.reduce((sum, answer) => sum + answer.bytes, 0);
  console.log(
    [
      `First view of /home: ${answers.length} JSON answers, ${kb(total)} (budget ${kb(FIRST_VIEW_JSON_BUDGET_BYTES)})`,
      ...answers.map((answer) => `  ${kb(answer.bytes).padStart(9)}  ${answer.encoding.padEnd(8)}  ${answer.path}`),
    ].join('\n'),
  );
  // Answers of 1 KB or more leave compressed (apps/api/src/lib/compressed-text.ts): one sent
  // plain means the measurement no longer matches the budget's unit.
  expect(answers.filter((answer) => answer.encoding !== 'gzip' && answer.bytes >= 1024).map((answer) => answer.path)).toEqual([]);
  expect(answers.some((answer) => answer.path.startsWith('/api/public/product'))).toBe(true);
  expect(total, `first view of /home: ${kb(total)} of JSON`).toBeLessThanOrEqual(FIRST_VIEW_JSON_BUDGET_BYTES);
});
