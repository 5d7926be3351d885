import { expect, test } from './test';

/**
 * The server inlines a drawn page's own stylesheets and names them in disabled links
 * (apps/api/src/modules/pages/first-view/page-boot.ts), so the storefront's loader does not add
 * them again as the page's code loads: each one it added restyled the whole drawn page.
 */
test('a drawn page’s own styles come in its HTML, once: the storefront neither fetches nor adds them again', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/public/product?limit=1')).json()) as { data: Array<{ slug: string }> };
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(`/product/${data[0]!.slug}`);
  const inlined = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(inlined.some((path) => /product-detail-page-.*\.css$/.test(path))).toBe(true);
  const applied = await page.locator('link[rel="stylesheet"]:not([disabled])').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const path of inlined) {
    expect(asked, `${path} fetched`).not.toContain(path);
    expect(applied, `${path} added again`).not.toContain(path);
  }
});
