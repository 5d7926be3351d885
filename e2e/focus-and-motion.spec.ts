import { expect, test, type ElementHandle, type Locator, type Page } from './test';

/**
 * Issue 11, beyond what axe can see: focus is visible on every stop the keyboard reaches,
 * dialogs and sidebars keep focus inside and give it back, and a shopper who prefers reduced
 * motion gets a store that holds still (no autoplay, no glide).
 */

/** A close look at an element: its styles and those of whatever may draw its ring. */
function readLook(element: HTMLElement): { look: string; name: string; box: { x: number; y: number; width: number; height: number } } {
  const nodes: Element[] = [element];
  for (let node = element.parentElement; node && nodes.length < 4; node = node.parentElement) nodes.push(node);
  const look = nodes
    .flatMap((node) =>
      [null, '::before', '::after'].map((pseudo) => {
        const style = getComputedStyle(node, pseudo);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.backgroundColor, style.color, style.textDecorationLine].join('|');
      }),
    )
    .join('/');
  const { x, y, width, height } = element.getBoundingClientRect();
  const name = element.getAttribute('aria-label') ?? (element.textContent?.trim() || (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || '').slice(0, 40);
  const type = element.getAttribute('type');
  return { look, name: `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${name}"`, box: { x, y, width, height } };
}

/** Waits two frames: styles that follow focus (`:focus-within` on a wrapper, say) have applied. */
function twoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Blurs the element (or focuses it again) and waits two frames for the styles to apply. */
function toggleFocus(element: HTMLElement, focus: boolean): Promise<void> {
  if (focus) element.focus();
  else element.blur();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Whether the element's own styles (or its ring-drawing ancestors') change when it loses focus. */
async function stylesTellFocus(handle: ElementHandle<Node>): Promise<boolean> {
  const focused = await handle.evaluate(readLook);
  await handle.evaluate(toggleFocus, false);
  const blurred = await handle.evaluate(readLook);
  await handle.evaluate(toggleFocus, true);
  return blurred.look !== focused.look;
}

/** Whether the pixels around the element change when it loses focus (a range thumb's ring is drawn where styles cannot be read). */
async function pixelsTellFocus(page: Page, handle: ElementHandle<Node>): Promise<boolean> {
  const { box } = await handle.evaluate(readLook);
  const viewport = page.viewportSize()!;
  const x = Math.max(0, box.x - 6);
  const y = Math.max(0, box.y - 6);
  const clip = { x, y, width: Math.min(viewport.width - x, box.width + 12), height: Math.min(viewport.height - y, box.height + 12) };
  const focusedShot = await page.screenshot({ clip });
  await handle.evaluate(toggleFocus, false);
  const blurredShot = await page.screenshot({ clip });
  await handle.evaluate(toggleFocus, true);
  return !focusedShot.equals(blurredShot);
}

/**
 * Tabs `stops` times from the top of the page; after each Tab, the focused element must look
 * different from the same element unfocused: its ring, shadow, border or colour, or those of
 * its ::before/::after or of a close ancestor that draws the ring for it, or failing those
 * the pixels around it. A stop is named invisible only when three looks, a moment apart, all
 * find no difference: now and then Chromium answered a blurred element's wrapper with its
 * `:focus-within` look still on (about one run in twenty here, seen in CI), which a second
 * look does not repeat, while a stop with no focus style fails every look.
 */
async function findInvisibleFocus(page: Page, stops: number): Promise<string[]> {
  const invisible: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    // Read the focused look as the blurred one is read: once the styles have applied, not mid-frame.
    await page.evaluate(twoFrames);
    const handle = (await page.evaluateHandle(() => (document.activeElement === document.body ? null : document.activeElement))).asElement();
    if (!handle) continue;
    let visible = false;
    for (let look = 0; look < 3 && !visible; look += 1) {
      if (look > 0) await page.waitForTimeout(100);
      visible = (await stylesTellFocus(handle)) || (await pixelsTellFocus(page, handle));
    }
    if (!visible) invisible.push((await handle.evaluate(readLook)).name);
    await handle.dispose();
  }
  return invisible;
}

/** Opens a dialog by keyboard, tabs round it both ways, closes it with Escape. */
async function expectFocusKeptAndReturned(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('with reduced motion, so styles settle at once', () => {
  test.use({ reducedMotion: 'reduce' });

  test('every keyboard stop shows where focus is', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [path, stops] of [['/home', 45], ['/products', 30], ['/login', 12], ['/contact', 14]] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect.soft(await findInvisibleFocus(page, stops), path).toEqual([]);
    }
  });
});

test('the search, the menu, the filters and the quick view keep focus inside and give it back', async ({ page, isMobile }) => {
  await page.goto('/products');
  await expect(page.locator('main article').first()).toBeVisible();
  await expectFocusKeptAndReturned(page, page.getByRole('banner').getByRole('button', { name: 'Search' }), page.getByRole('dialog', { name: 'Search' }));
  if (isMobile) {
    const menu = page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' });
    await expectFocusKeptAndReturned(page, menu, page.getByRole('dialog', { name: 'Menu' }));
    await expectFocusKeptAndReturned(page, page.getByRole('button', { name: /^Filters/ }), page.getByRole('dialog', { name: 'Filters' }));
  }
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await expectFocusKeptAndReturned(page, card.getByRole('button', { name: `Quick view: ${name}` }), page.getByRole('dialog', { name }));
});

test('the hero moves by itself, but never for a shopper who prefers reduced motion', async ({ page }) => {
  const current = () => page.getByTestId('hero-carousel').locator('[aria-current="true"]');
  await page.clock.install();
  await page.goto('/home');
  await expect(current()).toHaveAccessibleName(/^Show slide 1:/);
  await page.clock.runFor(5_500);
  await expect(current()).toHaveAccessibleName(/^Show slide 2:/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(current()).toHaveAccessibleName(/^Show slide 1:/);
  // Nothing to pause: it never moves.
  await expect(page.getByRole('button', { name: 'Pause the slides' })).toHaveCount(0);
  await page.clock.runFor(20_000);
  await expect(current()).toHaveAccessibleName(/^Show slide 1:/);
});

test('under reduced motion a carousel jumps where it glided, and no animation runs', async ({ page, request }) => {
  const listed = (await (await request.get('/api/public/product?category=earrings&limit=1')).json()) as { data: { slug: string }[] };
  const related = page.locator('[aria-roledescription="carousel"][aria-label="You may also like"]');
  const track = related.locator('ul').first();
  const position = () => track.evaluate((element) => getComputedStyle(element).transform);
  /** The position once it has stayed the same for ten frames in a row: the move is over. */
  const settledPosition = () =>
    track.evaluate(
      (element) =>
        new Promise<string>((resolve) => {
          let last = getComputedStyle(element).transform;
          let stillFrames = 0;
          const look = () => {
            const now = getComputedStyle(element).transform;
            stillFrames = now === last ? stillFrames + 1 : 0;
            last = now;
            if (stillFrames >= 10) resolve(now);
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
    );
  // The position two frames after Next, and once the move has ended.
  const moveOnce = async () => {
    const before = await position();
    await related.getByRole('button', { name: 'Next pieces' }).click();
    const soon = await track.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))).then(position);
    return { before, soon, after: await settledPosition() };
  };

  await page.goto(`/product/${listed.data[0]!.slug}`);
  await related.scrollIntoViewIfNeeded();
  const glide = await moveOnce();
  expect(glide.after).not.toBe(glide.before);
  expect(glide.soon).not.toBe(glide.after);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await related.scrollIntoViewIfNeeded();
  const jump = await moveOnce();
  expect(jump.after).not.toBe(jump.before);
  expect(jump.soon).toBe(jump.after);
  // No CSS animation or transition lasts longer than the reduced-motion switch-off (0.01 ms).
  const moving = await page.evaluate(() =>
    document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > 1).length,
  );
  expect(moving).toBe(0);
});
