import { expect, test, type Response } from './test';
import { expectCompressed, kb, measureFirstViewOfHome, reportTransfers } from './first-view';
import { entryKey, readManifest, sourcesOf, staticGraph } from './build-graph';

/**
 * The first budget (docs/performance.md): at most 120 KB of JavaScript (gzip) in the first view
 * of /home, so a mid-range phone on mobile data starts the store quickly. Not reachable with the
 * pinned framework: React DOM, React Router, i18next and TanStack Query alone are 120.7 KB. The
 * budget is now the blocking time, and this test holds the bytes to the ceiling below.
 */
const FIRST_VIEW_JS_TARGET_BYTES = 120 * 1024;
/**
 * What the test holds today until the target is met: the measured 174.7 KB (after the cuts of
 * issue 11: zod and react-hook-form out of the first view, react-router trimmed, one framework
 * chunk), rounded up. Raised once, to 177 KB, when checkout and orders landed: their four lazy
 * routes and the review-eligibility server messages (translated in the first view like every
 * server message) measured 176.1 KB. Lowered to 176 KB when the quick view's code moved out of the first view
 * (175.5 KB measured). Lowered to 175.8 KB when the policy pages' headings and notes left the first
 * view for their own page's bundle (175.7 KB measured, with the footer's links to staff-written
 * pages). Lowered to 175.7 KB when the answers only the account forms show (reset, password
 * change, e-mail change, common passwords) left the first view for those pages' bundle
 * (175.6 KB measured, with the coupon limit's message added). Lowered to 175.3 KB when the English
 * table of the store's messages left the first view: refusals are shown by their codes, and the
 * English is the server's own text (175.2 KB measured, with the links to order tracking and
 * coupons added to the top bar, footer and menu). Lowered to 174.1 KB when the strings of the
 * sign-in, sign-up, forgotten and new password, access denied and profile pages left the first
 * view for those pages' bundle, only the account menu staying (173.4 KB measured, from 175.2 KB;
 * 173.5 KB rounded up, and 0.6 KB kept for hydrating the drawn page in the shopper's language).
 * Lowered to 174.0 KB once that hydration landed (173.9 KB measured). Raised to 175.0 KB for
 * main-thread time, which is what a budget phone waits on (it may never pass 176 KB): formatters
 * written by hand instead of building Intl's, carousels started on first use, the session read as a
 * transition; Rolldown moved the session's modules into a chunk of their own (174.7 KB measured).
 * Raised to 175.2 KB for the old-gold page: its manifest row, its lazy route (the route table names
 * its chunk and the chunks it needs) and its footer link with its English name add 154 bytes to the
 * entry (175.0 KB measured before, 175.1 KB after).
 * Raised to 175.4 KB for the gold plan page: its manifest row, its lazy route, its footer link with
 * its English name and the profile's My Gold Plans tab take the entry to 179,511 bytes (175.3 KB
 * measured; 175.1 KB after the old-gold page, so about 0.2 KB added).
 * Raised to 175.8 KB for main-thread time again: dates on the first views written by hand from
 * the language's month names instead of building Intl's date formatter (220 ms at 4x on /home),
 * and carousels waiting until they are near the viewport (175.7 KB measured). 0.2 KB is left
 * under the 176 KB limit.
 * Raised to 175.9 KB for main-thread time once more: the start runs in four tasks instead of one
 * (lib/next-task.ts, and the page's own code run ahead of the router by `loadPageCode`), each
 * under 20 ms of thread time where the one was 38 ms (175.9 KB measured, from 175.7).
 * Lowered to 175.5 KB when lazy chunks stopped listing, among what they preload, the chunks their
 * importer has already loaded (build-tools/loaded-with-host.ts): the route table named the
 * framework and the entry's shared chunks once per lazy page (175.5 KB measured).
 * Raised to 175.8 KB for appointments: the booking page's manifest row and lazy route, the
 * profile's My Appointments tab and the product page's two booking links with their English words
 * (175.7 KB measured, rounded down).
 * Raised to 175.9 KB for engraving: the product page's place for the engraving option (whose code
 * loads only for pieces that allow it) and its lazy import (175.8 KB measured, rounded down). The
 * hard limit of 176 KB is 0.1 KB away: the next page pays for itself with a cut.
 * Kept at 175.9 KB when the cart page's and cart panel's strings (the empty cart, the summary, the
 * free-shipping progress, the checkout button) left the first view for their own bundle (175.4 KB
 * measured): that cut pays for the certificate pages' manifest rows and lazy routes.
 * Lowered to 171.0 KB when the home page's sections below its first screen left the first view:
 * they are drawn by the server and hydrated as the shopper nears them (lib/hydrate-when-near.tsx),
 * so their code loads then (170.6 KB measured, 22 scripts instead of 26; 0.4 KB kept for the
 * certificate pages).
 * Raised to 171.2 KB for main-thread time: the listing's later cards and desktop sidebar hydrated
 * when near, their props kept until then, and a navigation or a language switch hydrating waiting
 * parts first (171.1 KB measured, with the certificate pages and the cart's engraving editor in).
 * Raised to 171.6 KB for the cart's first paint: the stored session is restored while a drawn
 * page hydrates, and a page's own first reads start beside it (app/reads-at-open.ts), their
 * answers held until the page is hydrated so no badge changes under hydration; the cart fills in
 * one round trip sooner. With the account's language saved by the language switch, 171.5 KB
 * (175,621 bytes) measured.
 * Raised to 171.8 KB for two fixes in the storefront's start, no page grown: a language picked on
 * a drawn page hydrates the parts still waiting first (changeLanguage reads the instance behind
 * react-i18next's copy), and no language chosen writes no cookie (a Tamil account signing in on a
 * new device stays Tamil); with the four-language lists and piece names kept out of the first
 * view in modules of their own, 171.7 KB measured.
 * Lower it with every cut; never raise it to let a page grow.
 */
const FIRST_VIEW_JS_CEILING_BYTES = 171.8 * 1024;

/**
 * Pages drawn by the server whose load and hydration must construct no zod schema: building
 * them cost 200-400 ms of main thread (4x CPU) on the listing and product pages. Forms check with
 * zod once they are used (the review form on its first submit, the newsletter box as it comes
 * near), so zod may sit only behind a dynamic import().
 */
const PAGES_WITHOUT_ZOD = [
  'src/app/pages/home/home-page.tsx',
  'src/app/pages/products/products-page.tsx',
  'src/app/pages/product-detail/product-detail-page.tsx',
  'src/app/pages/cart/cart-page.tsx',
];
const ZOD_SOURCE = /[\\/]node_modules[\\/]zod[\\/]/;
/** Whether a built script (`assets/...js`) bundles any of zod's modules. */
const holdsZod = (file: string) => sourcesOf(file).some((source) => ZOD_SOURCE.test(source));

function isScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type);
}

// One browser size is enough: the JavaScript of the first view does not depend on the viewport,
// and the phone is the budget's reason.
test('the first view of /home stays within its JavaScript ceiling', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'measured once, on the phone');
  const scripts = await measureFirstViewOfHome(browser, testInfo, isScript);
  const total = reportTransfers(
    (sum) => `First view of /home: ${scripts.length} scripts, ${kb(sum)} (ceiling ${kb(FIRST_VIEW_JS_CEILING_BYTES)}, target ${kb(FIRST_VIEW_JS_TARGET_BYTES)})`,
    scripts,
  );
  // Every script of 1 KB or more has a gzip copy (apps/web/build-tools/precompress.ts).
  expectCompressed(scripts);
  expect(scripts.length).toBeGreaterThan(0);
  // What the browser really ran, lazy chunks included: zod waits for a form's first use.
  const files = scripts.map((script) => script.path.slice(1)).filter((file) => file.startsWith('assets/'));
  expect(files.filter(holdsZod), 'scripts of the first view of /home that hold zod').toEqual([]);
  expect(total, `first view of /home: ${kb(total)} of JavaScript`).toBeLessThanOrEqual(FIRST_VIEW_JS_CEILING_BYTES);
});

// Read from the build the journeys run against: a static import of zod (or of a shared schema)
// anywhere under the entry or these pages puts its chunk here, whichever browser size.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a test's fixtures from this pattern: none (no store, no browser).
test('no zod in the static imports of the entry and the drawn home, listing, product and cart pages', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the build is the same for both sizes');
  const manifest = readManifest();
  // Without source maps every chunk would look empty, and the check would pass whatever it imports.
  expect(sourcesOf(manifest[entryKey(manifest)]!.file), 'the entry bundles sources, read from its source map').not.toEqual([]);
  const withZod = [entryKey(manifest), ...PAGES_WITHOUT_ZOD].flatMap((root) =>
    [...staticGraph(manifest, root)]
      .filter((key) => holdsZod(manifest[key]!.file))
      .map((key) => `${root} imports ${manifest[key]!.file}, which holds zod`),
  );
  expect(withZod).toEqual([]);
});
