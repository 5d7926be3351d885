/**
 * Playwright's test, for journeys on pages the server draws first (apps/api/src/modules/pages/first-view/page-boot.ts):
 * a page arrives drawn, and the storefront takes it over once its scripts have run. Every
 * navigation here waits for that (the root's `data-storefront="ready"`), as a shopper waits for
 * a page to respond: a click on the drawn page before then does nothing.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startStoreServer, type StoreServer } from './store-server';

export * from '@playwright/test';

/** What the storefront logs when hydration finds other markup than the server drew (main.tsx), and React's own codes for it. */
const HYDRATION_MISMATCH = /did not match the storefront|Minified React error #(418|423|425)|[Hh]ydration/;

/** Resolves once the storefront runs the page (or at once for an address that is not a store page). */
function storefrontReady(page: Page): Promise<unknown> {
  return page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.storefront === 'ready');
}

/**
 * A store of the worker's own (e2e/store-server.ts): started with the worker, stopped with it. A
 * file that registers it again (test.extend) runs in workers of its own, on a store of its own.
 */
export const workerStore = [
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
  async ({}, use: (store: StoreServer) => Promise<void>) => {
    const store = await startStoreServer();
    await use(store);
    await store.stop();
  },
  { scope: 'worker', timeout: 150_000 },
] as const;

export const test = base.extend<object, { store: StoreServer }>({
  store: [...workerStore],
  baseURL: async ({ store }, use) => use(store.baseURL),
  page: async ({ page, javaScriptEnabled }, use) => {
    // The storefront hydrates the view the server drew (apps/web/src/main.tsx): a mismatch between
    // the two is a failure of whichever journey met it.
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_MISMATCH.test(message.text())) mismatches.push(`${page.url()}: ${message.text()}`);
    });
    if (javaScriptEnabled) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          await storefrontReady(page);
          return response;
        };
      }
    }
    await use(page);
    expect(mismatches, 'the drawn page and the storefront disagree').toEqual([]);
  },
});
