import { expect, test, type Page } from './test';

/**
 * Issue 11 item 3: images keep their space (fixed width and height, so nothing jumps when they
 * arrive), the first thing a shopper sees loads at once with high priority, and everything
 * below the fold waits until it is scrolled near.
 */
interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  top: number;
  visible: boolean;
}

/** Every image on the page as the browser laid it out, before any scrolling. */
async function readImages(page: Page): Promise<ImageFacts[]> {
  return page.locator('img').evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return {
        src: image.getAttribute('src') ?? '',
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        fetchPriority: image.getAttribute('fetchpriority'),
        top: box.top,
        visible: box.width > 0 && box.height > 0,
      };
    }),
  );
}

function expectSized(images: ImageFacts[]) {
  const unsized = images.filter((image) => !Number(image.width) || !Number(image.height)).map((image) => image.src);
  expect(unsized, 'images without a width and height').toEqual([]);
}

function expectLazyBelowFold(images: ImageFacts[], foldPx: number) {
  const eagerBelow = images.filter((image) => image.top >= foldPx && image.loading !== 'lazy').map((image) => image.src);
  expect(eagerBelow, 'images below the fold that do not load lazily').toEqual([]);
}

test('home: the first hero image loads at once with high priority, the cards below the fold lazily', async ({ page }) => {
  await page.goto('/home');
  const featured = page.getByRole('region', { name: /featured/i }).locator('article img');
  await expect(featured.first()).toBeAttached();
  const fold = page.viewportSize()!.height;
  const images = await readImages(page);

  expectSized(images);
  expectLazyBelowFold(images, fold);
  const first = images.find((image) => image.visible && image.top < fold);
  expect(first, 'an image in the first screen').toBeDefined();
  expect(first).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  expect(images.filter((image) => image.fetchPriority === 'high')).toHaveLength(1);
  expect(await featured.evaluateAll((cards) => cards.map((card) => card.getAttribute('loading')))).not.toContain('eager');
});

/** The listing's first row on a phone (two columns): listing-results.tsx loads these at once. */
const EAGER_LISTING_CARDS = 2;

test('listing: the first row of card images loads at once with high priority, the others lazily', async ({ page }) => {
  await page.goto('/products');
  const cards = page.locator('article img');
  await expect(cards.first()).toBeAttached();
  const images = await readImages(page);

  expectSized(images);
  expectLazyBelowFold(images, page.viewportSize()!.height);
  const loading = await cards.evaluateAll((list) => list.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]));
  expect(loading.slice(0, EAGER_LISTING_CARDS)).toEqual(Array.from({ length: EAGER_LISTING_CARDS }, () => ['eager', 'high']));
  expect(loading.slice(EAGER_LISTING_CARDS).every(([mode, priority]) => mode === 'lazy' && priority !== 'high')).toBe(true);
});
