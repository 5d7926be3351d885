import { expect, test, type Page } from './test';

/** ₹1,23,456 -> 123456 */
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

const cards = (page: Page) => page.locator('main article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();
const resultCount = (page: Page) => page.getByTestId('result-count');

/**
 * Sets filters the way the shopper would on this screen: the sidebar on a desktop (each
 * change applies at once), the Filters sheet on a phone (applied with its button).
 */
async function withFilters(page: Page, isMobile: boolean, choose: (panel: ReturnType<Page['locator']>) => Promise<void>) {
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await choose(sheet);
    await sheet.getByRole('button', { name: /^Show \d+ pieces?$/ }).click();
    await expect(sheet).toBeHidden();
  } else {
    await choose(page.getByRole('complementary', { name: 'Filters' }));
  }
}

test('a typo in the search overlay still finds the necklace and opens it', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search' });
  await overlay.getByRole('combobox').fill('neklace');
  const pills = overlay.getByRole('option');
  await expect(pills.first()).toBeVisible();
  expect(await pills.count()).toBeLessThanOrEqual(8);
  await expect(pills.first()).toContainText(/necklace/i);
  await expect(pills.first().locator('img')).toBeVisible();

  // The arrow keys walk the pills; Escape closes, and the text is still there when it opens again.
  await overlay.getByRole('combobox').press('ArrowDown');
  await expect(pills.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();

  const first = overlay.getByRole('option').first();
  // A pill reads "<name>₹<price>".
  const name = (await first.textContent())!.replace(/₹[\d,]+$/, '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // The search is remembered as a recent one.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await overlay.getByRole('combobox').fill('');
  await expect(overlay.getByRole('button', { name: 'neklace', exact: true })).toBeVisible();
});

test('submitting the overlay lists the results, and a search with no match suggests categories', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search' });
  await overlay.getByRole('combobox').fill('   ');
  await overlay.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await overlay.getByRole('combobox').fill('  jhumka  ');
  await overlay.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/products\?search=jhumka$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “jhumka”');
  await expect(cards(page).first()).toBeVisible();

  await page.goto('/products?search=zzqqxx');
  await expect(page.getByRole('heading', { name: 'No results for “zzqqxx”' })).toBeVisible();
  const suggestion = page.getByRole('navigation', { name: 'Browse a category' }).getByRole('link').first();
  await expect(suggestion).toHaveAttribute('href', /^\/products\?category=[a-z-]+$/);
});

test('filters, price range and sort live in the URL: shareable, and the back button walks them', async ({ page, context, isMobile }) => {
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(9);

  await withFilters(page, isMobile, async (panel) => {
    // A click, not check(): the radio follows the URL, which changes a moment later.
    await panel.getByRole('radio', { name: /^Rings/ }).click();
    await expect(panel.getByRole('radio', { name: /^Rings/ })).toBeChecked();
  });
  await expect(page).toHaveURL(/category=rings/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rings');
  const ringsOnly = page.url();

  await withFilters(page, isMobile, async (panel) => {
    await panel.getByLabel('Min', { exact: true }).fill('2000');
    await panel.getByLabel('Max', { exact: true }).fill('60000');
    await panel.getByLabel('Max', { exact: true }).press('Enter');
  });
  await expect(page).toHaveURL(/minPrice=2000&maxPrice=60000/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('₹2,000 – ₹60,000');
  const priced = page.url();

  // The sorted page arrives after the URL changes and the old cards stay until it does: wait
  // for its answer, then let the order check retry until the grid shows it.
  const sorted = page.waitForResponse((answer) => answer.url().includes('/api/public/product?') && answer.url().includes('sort=price-asc'));
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await sorted;
  await expect(resultCount(page)).toHaveText(/^\d+ pieces?$/);
  const readPrices = async () => (await cards(page).getByTestId('price').allTextContents()).map(rupees);
  await expect
    .poll(async () => {
      const shown = await readPrices();
      return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
    }, { message: 'cards in ascending price order' })
    .toBe(true);
  const prices = await readPrices();
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(2000);
    expect(price).toBeLessThanOrEqual(60000);
  }
  const names = await cardNames(page);
  const count = await resultCount(page).textContent();

  // A fresh page on the copied URL shows the same pieces in the same order.
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  await expect(resultCount(fresh)).toHaveText(count!);
  expect(await cardNames(fresh)).toEqual(names);
  await expect(fresh.getByLabel('Sort by')).toHaveValue('price-asc');
  await fresh.close();

  // Back walks the filter history: first the order, then the price range.
  await page.goBack();
  await expect(page).toHaveURL(priced);
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  await page.goBack();
  await expect(page).toHaveURL(ringsOnly);
  await expect(page.getByRole('list', { name: 'Active filters' })).not.toContainText('₹');

  // Removing the last chip leaves the whole collection.
  await page.getByRole('button', { name: 'Remove filter: Rings' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a filter with nothing to show offers to clear the filters; unknown URL values are ignored', async ({ page }) => {
  await page.goto('/products?category=anklets&metal=platinum&minPrice=900000');
  await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards(page)).toHaveCount(9);

  await page.goto('/products?category=no-such-thing&metal=unobtainium&sort=cheapest&page=-4&minPrice=9000&maxPrice=9050');
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jewellery');
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
});

test('quick view opens from a card, switches images and closes', async ({ page, isMobile }) => {
  await page.goto('/products');
  const card = cards(page).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  if (!isMobile) await card.hover();
  const opener = card.getByRole('button', { name: `Quick view: ${name}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('price')).toHaveText(/^₹[\d,]+$/);
  // The card and the quick view both offer Add to Cart and the wishlist.
  await expect(card.getByRole('button', { name: `Add to Cart: ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${name} to wishlist` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(Add to Cart|Out of Stock)$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to wishlist', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // It opens from the card's compact data; the full product (descriptions, every image) follows.
  await expect(dialog.getByTestId('quick-view-loading')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Show full description' })).toBeVisible();
  const thumbs = dialog.getByRole('button', { name: /^Show image/ });
  if ((await thumbs.count()) > 1) {
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Close quick view' }).click();
  await expect(dialog).toBeHidden();
  await opener.click();
  await dialog.getByRole('link', { name: 'View full details' }).click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('/categories counts match the listing for a category', async ({ page }) => {
  await page.goto('/home');
  await page.goto('/categories');
  await expect(page).toHaveTitle(/categories/i);
  const tile = page.locator('main article').filter({ has: page.getByRole('link', { name: 'Earrings', exact: true }) });
  const count = (await tile.getByTestId('category-count').textContent())!.trim();
  expect(rupees(count)).toBeGreaterThan(0);
  await tile.getByRole('link', { name: 'Earrings', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?category=earrings$/);
  await expect(resultCount(page)).toHaveText(count);
});
