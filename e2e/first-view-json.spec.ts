import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from './test';
import { expectCompressed, kb, measureFirstViewOfHome, reportTransfers, type Transfer } from './first-view';

/**
 * Issue 11 item 3: the first view of /home moves at most 30 KB of JSON (as transferred, gzip),
 * so a phone on mobile data shows the home page's cards without waiting on the full catalogue
 * shape. The cards ask for the compact card shape (`view=card`); the full shape stays for the
 * product page. The data the server drew the first view from travels inside the HTML
 * (`first-view-state`, apps/api/src/modules/pages/first-view/page-boot.ts): it counts as JSON too, at its gzip size.
 */
const FIRST_VIEW_JSON_BUDGET_BYTES = 30 * 1024;

function isJson(response: Response): boolean {
  return /\bjson\b/.test(response.headers()['content-type'] ?? '');
}

// Measured once, on the phone: the budget's reason, and what /home asks for does not depend on the viewport.
test('the first view of /home stays within its JSON budget', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'measured once, on the phone');
  const answers = await measureFirstViewOfHome(browser, testInfo, isJson);
  // Answers of 1 KB or more leave compressed (apps/api/src/lib/compressed-text.ts).
  expectCompressed(answers);
  const html = await (await browser.newContext({ ...testInfo.project.use })).request.get('/home').then((response) => response.text());
  const state = /<script type="application\/json" id="first-view-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const inPage: Transfer = { path: '(inside the HTML) first-view-state', bytes: gzipSync(state).length, encoding: 'gzip' };
  const total = reportTransfers((sum) => `First view of /home: ${answers.length} JSON answers and the page's data, ${kb(sum)} (budget ${kb(FIRST_VIEW_JSON_BUDGET_BYTES)})`, [inPage, ...answers]);
  // The featured pieces came with the page, as compact cards (the full shape has specifications).
  const queries = (JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
  const featured = queries.find((query) => JSON.stringify(query.queryKey).includes('"tag":"featured"'));
  expect(JSON.stringify(featured?.state.data ?? null)).toContain('"slug"');
  expect(JSON.stringify(featured!.state.data)).not.toContain('"specifications"');
  expect(total, `first view of /home: ${kb(total)} of JSON`).toBeLessThanOrEqual(FIRST_VIEW_JSON_BUDGET_BYTES);
});
