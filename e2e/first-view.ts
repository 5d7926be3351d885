import { expect, type Browser, type Response, type TestInfo } from './test';

/** One response of the first view: its body as sent over the wire (compressed when it was). */
export interface Transfer {
  path: string;
  bytes: number;
  encoding: string;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(response: Response): Promise<Transfer> {
  const { responseBodySize } = await response.request().sizes();
  const url = new URL(response.url());
  return { path: `${url.pathname}${url.search}`, bytes: responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity' };
}

/**
 * A new shopper's first visit to /home (nothing cached, no interaction, until the network is
 * quiet), asking for gzip only as the budgets are in gzip: the responses `wanted` picks, largest first.
 */
export async function measureFirstViewOfHome(browser: Browser, testInfo: TestInfo, wanted: (response: Response) => boolean): Promise<Transfer[]> {
  const context = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pending: Promise<Transfer>[] = [];
  page.on('response', (response) => {
    if (wanted(response)) pending.push(measure(response));
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: /featured/i }).locator('article').first()).toBeVisible();
  const transfers = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
  await context.close();
  return transfers;
}

/** Prints the transfers under a heading and answers their total. */
export function reportTransfers(heading: (total: number) => string, transfers: readonly Transfer[]): number {
  const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  console.log([heading(total), ...transfers.map((t) => `  ${kb(t.bytes).padStart(9)}  ${t.encoding.padEnd(8)}  ${t.path}`)].join('\n'));
  return total;
}

/** Responses of 1 KB or more leave compressed: one sent plain means the measurement no longer matches the budget's unit. */
export function expectCompressed(transfers: readonly Transfer[]) {
  expect(transfers.filter((t) => t.encoding !== 'gzip' && t.bytes >= 1024).map((t) => t.path)).toEqual([]);
}
