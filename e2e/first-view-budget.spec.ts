import { expect, test, type Response } from '@playwright/test';

/**
 * DESIGN.md "Budgets": the first view of /home loads at most 120 KB of JavaScript (gzip), so
 * a mid-range phone on mobile data starts the store quickly (issue 11, items 3 and 6).
 * Not reached yet: React DOM, React Router, i18next and TanStack Query alone are 120.7 KB.
 */
const FIRST_VIEW_JS_TARGET_BYTES = 120 * 1024;
/**
 * What the test holds today until the target is met: the measured 174.7 KB (after the cuts of
 * issue 11: zod and react-hook-form out of the first view, react-router trimmed, one framework
 * chunk), rounded up. Raised once, to 177 KB, when checkout and orders landed: their four lazy
 * routes and the review-eligibility server messages (translated in the first view like every
 * server message) measured 176.1 KB. Lowered to 176 KB when the quick view's code moved out of the first view
 * (175.5 KB measured). Lower it with every cut; never raise it to let a page grow.
 */
const FIRST_VIEW_JS_CEILING_BYTES = 176 * 1024;

interface Script {
  path: string;
  bytes: number;
  encoding: string;
}

/** What the browser received for one script: its body as sent over the wire (compressed when it was). */
async function measure(response: Response): Promise<Script> {
  const { responseBodySize } = await response.request().sizes();
  const url = new URL(response.url());
  return { path: url.pathname, bytes: responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity' };
}

function isScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// One browser size is enough: the JavaScript of the first view does not depend on the viewport,
// and the phone is the budget's reason.
test('the first view of /home stays within its JavaScript ceiling', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'measured once, on the phone');
  // The budget is in gzip: ask for gzip only, as the server would otherwise send brotli.
  const context = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pending: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (isScript(response)) pending.push(measure(response));
  });

  // A new shopper's first visit: nothing cached, no interaction, until the network is quiet.
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: /featured/i }).locator('article').first()).toBeVisible();
  const scripts = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
  await context.close();

  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    [
      `First view of /home: ${scripts.length} scripts, ${kb(total)} (ceiling ${kb(FIRST_VIEW_JS_CEILING_BYTES)}, target ${kb(FIRST_VIEW_JS_TARGET_BYTES)})`,
      ...scripts.map((script) => `  ${kb(script.bytes).padStart(9)}  ${script.encoding.padEnd(8)}  ${script.path}`),
    ].join('\n'),
  );
  // Every script of 1 KB or more has a gzip copy (apps/web/build-tools/precompress.ts); a
  // script sent uncompressed means the measurement no longer matches the budget's unit.
  expect(scripts.filter((script) => script.encoding !== 'gzip' && script.bytes >= 1024).map((script) => script.path)).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total, `first view of /home: ${kb(total)} of JavaScript`).toBeLessThanOrEqual(FIRST_VIEW_JS_CEILING_BYTES);
});
