import { cartButton, signInNewShopper } from './shopper';
import { expect, test, type Locator, type Page } from './test';

/**
 * A tap as soon as a drawn page appears on a budget phone (the CPU four times slower), before the
 * storefront has taken the page over: the tapped control shows within 200 ms that it was taken,
 * and the tap happens once the storefront runs (the early-taps script, packages/shared/src/early-taps.ts).
 */

const VISIBLE_CHANGE_MS = 200;
/** How soon after the control first shows the tap is made. */
const TAP_WITHIN_MS = 1000;

interface TapTiming {
  /** The tapped control's name (its aria-label or text): the tap hit what it aimed at. */
  control: string;
  /** Whether the storefront was running when it came: the journey is about the time before. */
  storefrontReady: boolean;
  /** From the click to the first frame in which the tapped control looked different; null if none before the storefront ran (or within 5 s). */
  changedAfter: number | null;
}

type WithNameOfControl = Window & { nameOfControl: (control: Element) => string };

/** In a page: `nameOfControl`, a control's name as a shopper reads it (its aria-label, or its label's or its own text). */
function defineNameOfControl() {
  (window as unknown as WithNameOfControl).nameOfControl = (control) => {
    const labelled = control instanceof HTMLInputElement ? (control.labels?.[0] ?? control) : control;
    return control.getAttribute('aria-label') ?? labelled.textContent!.trim();
  };
}

/**
 * In the page from its start: scrolls the page to `scrollY`, says "control on screen" on the
 * console once the control `name` is drawn at `x`, `y`, and times the first click on a control to the
 * first frame in which the control looks different.
 */
function watchFirstTap({ scrollY, x, y, name }: { scrollY: number; x: number; y: number; name: string }) {
  const { nameOfControl } = window as unknown as WithNameOfControl;
  // Each frame until the control is drawn where the shopper will tap, the page scrolled there (a
  // performance observer's report of the first paint comes as a task of low priority, seconds
  // later on a slowed phone).
  const untilOnScreen = () => {
    const scrolled = () => Math.abs(window.scrollY - scrollY) < 1;
    if (!scrolled()) window.scrollTo(0, scrollY);
    const hit = document.elementFromPoint(x, y)?.closest('#root :is(button, input, label, summary)');
    if (!scrolled() || !hit || nameOfControl(hit) !== name) return requestAnimationFrame(untilOnScreen);
    console.log('control on screen');
  };
  requestAnimationFrame(untilOnScreen);
  const looks = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.opacity, style.transform, style.boxShadow, style.backgroundColor, style.outlineStyle, style.color].join(' ');
  };
  const timing: Partial<TapTiming> = {};
  (window as unknown as { tapTiming: typeof timing }).tapTiming = timing;
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest('button,input,label,summary') : null;
    if (!control) return;
    removeEventListener('click', onClick, true);
    const clickedAt = performance.now();
    timing.control = nameOfControl(control);
    timing.storefrontReady = document.documentElement.dataset.storefront === 'ready';
    timing.changedAfter = null;
    const before = looks(control);
    const frame = () => {
      // A change the storefront's own drawing makes, once it runs, is not the tap's.
      if (document.documentElement.dataset.storefront === 'ready') return;
      if (looks(control) !== before) timing.changedAfter = performance.now() - clickedAt;
      else if (performance.now() - clickedAt < 5000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  // Before the page's own listeners: the window's capture phase comes first.
  addEventListener('click', onClick, true);
}

/**
 * Opens `path` on a phone four times slower and taps `control` the moment it shows; a control
 * below the fold is scrolled to first, as a shopper would. Where to tap is measured beforehand on
 * the page running (the drawn page puts things in the same places: product.spec.ts), since asking
 * the slowed page where its elements are would itself take seconds. The same tab throughout, so
 * a signed-in shopper's session is at hand when the storefront runs. Checks the tap came before
 * the storefront ran and showed at once; ends once the storefront runs the page.
 */
async function tapAsThePageAppears(page: Page, path: string, control: (page: Page) => Locator, isMobile: boolean) {
  const drawn = await page.context().newPage();
  await drawn.addInitScript(defineNameOfControl);
  await drawn.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await drawn.goto(path);
  const box = (await control(drawn).boundingBox())!;
  const expectedName = await control(drawn).evaluate((element) => (window as unknown as WithNameOfControl).nameOfControl(element));
  await drawn.close();
  const scrollTo = Math.max(0, Math.round(box.y + box.height / 2 - page.viewportSize()!.height / 2));
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2 - scrollTo];
  await page.addInitScript(defineNameOfControl);
  await page.addInitScript(watchFirstTap, { scrollY: scrollTo, x, y, name: expectedName });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // No transitions (the store's rule for reduced motion): the fade of a tapped button's hover
  // colour is not taken for the change the tap shows.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  const onScreen = page.waitForEvent('console', (message) => message.text() === 'control on screen');
  // The page's goto (e2e/test.ts) ends once the storefront runs the page: the tap comes before.
  const opened = page.goto(path, { waitUntil: 'commit' });
  await onScreen;
  const shown = Date.now();
  const tapped = isMobile ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);
  expect(Date.now() - shown, 'the tap came as the control appeared').toBeLessThan(TAP_WITHIN_MS);
  await tapped;

  const timingOf = () => page.evaluate(() => (window as unknown as { tapTiming: TapTiming }).tapTiming);
  await expect.poll(async () => (await timingOf()).control).toBeDefined();
  const timing = await timingOf();
  expect(timing.control, 'the tap hit the control').toBe(expectedName);
  expect(timing.storefrontReady, 'the tap came before the storefront took the page over').toBe(false);
  await expect.poll(async () => (await timingOf()).changedAfter, { timeout: 6000 }).not.toBeNull();
  expect((await timingOf()).changedAfter, 'the tapped control looked different within 200 ms').toBeLessThan(VISIBLE_CHANGE_MS);
  await opened;
}

/** The menu on a phone; the search on a desktop (its header has the whole navigation instead of a menu). */
const panelButton = (isMobile: boolean) => (page: Page) => page.getByRole('banner').getByRole('button', { name: isMobile ? 'Open menu' : 'Search jewellery', exact: true });

test.describe('a tap as the drawn page appears, before the storefront runs', () => {
  test.setTimeout(90_000);

  for (const [pageName, path] of [['home', '/home'], ['listing', '/products'], ['product', '/product/']] as const) {
    test(`opens the ${pageName} page's menu once the storefront runs`, async ({ page, request, isMobile }) => {
      const slug = path.endsWith('/') ? ((await (await request.get('/api/public/product?limit=1')).json()) as { data: { slug: string }[] }).data[0]!.slug : '';
      await tapAsThePageAppears(page, path + slug, panelButton(isMobile), isMobile);
      await expect(panelButton(isMobile)(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('dialog').first()).toBeVisible();
    });
  }

  test("applies the listing's filter", async ({ page, isMobile }) => {
    // A phone has the filters in a sheet: the page shows the active ones, each a button that removes it.
    const filter = (page: Page) =>
      isMobile ? page.getByRole('button', { name: 'Remove filter: In stock' }) : page.getByRole('complementary').getByRole('checkbox', { name: /In stock only/ });
    await tapAsThePageAppears(page, isMobile ? '/products?inStock=true' : '/products', filter, isMobile);
    if (isMobile) await expect(page).toHaveURL(/\/products$/);
    else await expect(page).toHaveURL(/inStock=true/);
  });

  test('puts the piece in the cart, once', async ({ page, request, isMobile }, testInfo) => {
    await signInNewShopper(page, testInfo, 'early-tap');
    const { data } = (await (await request.get('/api/public/product?limit=1000')).json()) as {
      data: { slug: string; variants: { isActive: boolean }[]; inventory: { inStock: boolean } }[];
    };
    const piece = data.find((product) => product.inventory.inStock && !product.variants.some((variant) => variant.isActive))!;
    const addToCart = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
    await tapAsThePageAppears(page, `/product/${piece.slug}`, addToCart, isMobile);
    await expect(page.getByText(/added to cart/)).toBeVisible();
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 piece');
  });
});
