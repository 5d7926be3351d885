import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectBanners } from '@aabhushan/shared/rules/banners';
import { getOpeningImage } from '@aabhushan/shared/rules/product-images';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { categories, products } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '../../../test/create-test-app';
import { LATE_START_SCRIPT, LATE_START_SCRIPT_SOURCE } from './late-start';
import { EARLY_TAPS_ELEMENT, EARLY_TAPS_SCRIPT_SOURCE } from './early-taps';
import { PAGE_MODULES, renderBootTags } from './page-boot';

let t: TestApp;
let drawn: TestApp;
let buildDir: string;
const SCRIPT_NAME = 'Ring </script><script>alert(1)</script> & more';

/**
 * A stand-in for the storefront's server entry (apps/web/src/entry-server.tsx, tested in the
 * web app and in Playwright): it draws what it was asked for and what the server answered it.
 */
const FAKE_SERVER_ENTRY = `
let drawings = 0;
export function createFirstViewRenderer(readAnswer) {
  return async (url, language) => {
    if (url.startsWith('/categories')) throw new Error('The page failed to draw');
    drawings += 1;
    const banners = await readAnswer('/api/public/banner');
    const cart = url.includes('cart=1') ? await readAnswer('/api/v1/cart') : undefined;
    return {
      html: '<main data-url="' + url + '" data-drawing="' + drawings + '"' + (language === 'en' ? '' : ' data-language="' + language + '"') + '>' + banners.body.data.length + ' banners' + (cart ? ', cart ' + cart.status : '') + '</main>',
      state: { queries: [{ queryKey: ['banners'], state: { data: banners.body.data } }], note: ${JSON.stringify(SCRIPT_NAME)} },
    };
  };
}`;

/** The scripts a build's index.html asks for. */
const BUILD_SCRIPT_TAGS = '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js">';

/** A build with the fake entry and a manifest that gives the home page one stylesheet. */
function writeBuild(): { distDir: string; entry: string } {
  buildDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-first-view-'));
  const distDir = path.join(buildDir, 'dist');
  mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), TEST_INDEX_HTML.replace('</head>', `${BUILD_SCRIPT_TAGS}</head>`));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    [PAGE_MODULES.home]: { file: 'assets/home-page-1.js', css: ['assets/home-page-1.css'] },
  };
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'home-page-1.css'), '.hero{color:gold}');
  const entry = path.join(buildDir, 'entry-server.mjs');
  writeFileSync(entry, FAKE_SERVER_ENTRY);
  return { distDir, entry };
}

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.select().from(categories).where(eq(categories.slug, 'rings'));
  await t.database.db.insert(products).values({
    id: newId(), slug: 'script-name-ring', name: { en: SCRIPT_NAME }, categoryId: category!.id, metal: 'gold',
    shortDescription: { en: 'Short.' }, longDescription: { en: 'Long.' }, basePricePaise: 2_500_000, salePricePaise: 2_400_000, mrpPaise: 2_500_000,
    stockQuantity: 2, images: [{ url: '/media/art/ring-gold-none-1.svg', altText: 'Ring', isPrimary: true }],
  });
  const { distDir, entry } = writeBuild();
  drawn = await createTestApp({ config: { WEB_DIST_DIR: distDir, WEB_SERVER_ENTRY: entry } });
});
afterAll(async () => {
  await t.close();
  await drawn.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const get = (url: string, app = t, cookies: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, cookies });

/** The data a page's first view was drawn from, as its HTML carries it. */
function firstViewStateOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="first-view-state">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?:<script data-entry[^>]*>[^<]*<\/script>)?<\/body>/.exec(html)?.[1];
const preloadedImagesOf = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
const stylesOf = (html: string) => [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]);

describe("the image a page's first view opens on, preloaded by its HTML", () => {
  it('product pages preload the image they open on', async () => {
    const listing = JSON.parse((await get('/api/public/product?limit=20')).body) as { data: Product[] };
    const withVariants = listing.data.find((product) => product.variants.some((variant) => variant.isActive && variant.images.length > 0)) ?? listing.data[0]!;
    for (const path of [`/product/${withVariants.slug}`, `/product-detail/${withVariants.slug}`, `/product-detail?id=${withVariants._id}`]) {
      expect(preloadedImagesOf((await get(path)).body)).toEqual([getOpeningImage(withVariants)!.url]);
    }
  });

  it('the home page (and / on its way there) preloads the first live hero slide', async () => {
    const banners = JSON.parse((await get('/api/public/banner')).body) as { data: Banner[] };
    const firstSlide = selectBanners(banners.data, 'hero')[0]!;
    for (const path of ['/home', '/']) expect(preloadedImagesOf((await get(path)).body)).toEqual([firstSlide.images[0]!.url]);
  });

  it('other pages and pieces the store does not sell preload none', async () => {
    for (const path of ['/products', '/cart', '/product/no-such-piece']) expect(preloadedImagesOf((await get(path)).body)).toEqual([]);
  });

  it('never an image from elsewhere', () => {
    expect(renderBootTags({ preloadImage: 'https://elsewhere.example/x.jpg' })).toBe('');
    expect(renderBootTags({ preloadImage: '/media/a "b".svg' })).toBe('<link rel="preload" as="image" href="/media/a &quot;b&quot;.svg" fetchpriority="high">');
  });
});

describe("a page's first view, drawn by the storefront's server entry", () => {
  it('without the entry built, pages come without one', async () => {
    const html = (await get('/home')).body;
    expect(rootOf(html)).toBe('');
    expect(firstViewStateOf(html)).toBeNull();
  });

  it('is drawn into the root element from the public answers, with its data and its page styles', async () => {
    const banners = JSON.parse((await get('/api/public/banner', drawn)).body) as { data: Banner[] };
    const html = (await get('/home', drawn)).body;
    // The page's styles come just before the root element: after every stylesheet of the head, outside the hydrated markup.
    expect(html).toContain('<style>.hero{color:gold}</style><link rel="stylesheet" href="/assets/home-page-1.css" disabled><div id="root"><main');
    expect(rootOf(html)).toMatch(new RegExp(`^<main data-url="/home" data-drawing="\\d+">${banners.data.length} banners</main>$`));
    expect(firstViewStateOf(html)).toEqual({ queries: [{ queryKey: ['banners'], state: { data: banners.data } }], note: SCRIPT_NAME });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(stylesOf(html)).toEqual(['.hero{color:gold}']);
  });

  it("asks for the scripts after the first paint (the entry's, then the page's own), by the one inline script its policy allows", async () => {
    const page = await get('/home', drawn);
    expect(page.body).not.toContain(BUILD_SCRIPT_TAGS);
    expect(page.body).toContain(`<script data-entry="/assets/index-1.js" data-preload="/assets/vendor-1.js /assets/home-page-1.js">${LATE_START_SCRIPT}</script></body>`);
    const scriptSources = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))![1]!.split(' ');
    expect(scriptSources).toContain(LATE_START_SCRIPT_SOURCE);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-") || source === "'unsafe-inline'")).toEqual([LATE_START_SCRIPT_SOURCE, EARLY_TAPS_SCRIPT_SOURCE]);
    // The early-taps script, as served, is the text its hash allows, once, in the head.
    const served = /<script>([^<]*)<\/script>/.exec(page.body.slice(0, page.body.indexOf('</head>')))![1]!;
    expect(`'sha256-${createHash('sha256').update(served).digest('base64')}'`).toBe(EARLY_TAPS_SCRIPT_SOURCE);
    expect(page.body.split(EARLY_TAPS_ELEMENT)).toHaveLength(2);
    // A page with nothing drawn asks for them at once, from its head.
    const wishlist = (await get('/wishlist', drawn)).body;
    expect(wishlist.slice(0, wishlist.indexOf('</head>'))).toContain(BUILD_SCRIPT_TAGS);
    expect(wishlist).not.toContain('data-entry');
    expect(wishlist).not.toContain(EARLY_TAPS_ELEMENT);
  });

  it('is drawn for the address as asked, query included, on the listing, product and cart pages', async () => {
    expect(rootOf((await get('/cart?coupon=GOLD10', drawn)).body)).toContain('data-url="/cart?coupon=GOLD10"');
    expect(rootOf((await get('/products?category=rings&sort=price_asc', drawn)).body)).toContain('data-url="/products?category=rings&sort=price_asc"');
    expect(rootOf((await get('/product-detail?id=script-name-ring', drawn)).body)).toBe(''); // not a piece of that store
    const listing = JSON.parse((await get('/api/public/product?limit=1', drawn)).body) as { data: Product[] };
    expect(rootOf((await get(`/product/${listing.data[0]!.slug}`, drawn)).body)).toContain(`data-url="/product/${listing.data[0]!.slug}"`);
  });

  it('is drawn again once an answer it was drawn from changes, or when a read failed', async () => {
    const drawingOf = async (url: string) => Number(/data-drawing="(\d+)"/.exec((await get(url, drawn)).body)![1]);
    const first = await drawingOf('/products?sort=newest');
    expect(await drawingOf('/products?sort=newest')).toBe(first); // kept
    drawn.app.publicCache.delete('/api/public/banner'); // as a write to the banners does
    expect(await drawingOf('/products?sort=newest')).toBeGreaterThan(first);
    // An answer read again after the write is a new answer: a view drawn from the old one is not
    // reused (the home page reads the banners itself, for its preload, before it looks for a view).
    const home = await drawingOf('/home');
    expect(await drawingOf('/home')).toBe(home);
    drawn.app.publicCache.delete('/api/public/banner');
    await get('/api/public/banner', drawn);
    expect(await drawingOf('/home')).toBeGreaterThan(home);
    // Private reads get no session (the page asks for them in the browser): such a view is not kept.
    const withCart = (await get('/products?cart=1', drawn)).body;
    expect(withCart).toContain('banners, cart 401');
    expect(await drawingOf('/products?cart=1')).toBeGreaterThan(Number(/data-drawing="(\d+)"/.exec(withCart)![1]));
  });

  it('is drawn again after a drop another instance told, and on every visit while this one may be missing such drops', async () => {
    const drawingOf = async (url: string) => Number(/data-drawing="(\d+)"/.exec((await get(url, drawn)).body)![1]);
    const first = await drawingOf('/products?sort=price_asc');
    expect(await drawingOf('/products?sort=price_asc')).toBe(first);
    drawn.app.answerDrops.apply({ kind: 'banners' }); // heard from another instance: the banners it was drawn from go
    const second = await drawingOf('/products?sort=price_asc');
    expect(second).toBeGreaterThan(first);
    drawn.app.answerDrops.setTrusted(false);
    const third = await drawingOf('/products?sort=price_asc');
    expect(third).toBeGreaterThan(second);
    expect(await drawingOf('/products?sort=price_asc')).toBeGreaterThan(third);
    drawn.app.answerDrops.setTrusted(true);
    const fourth = await drawingOf('/products?sort=price_asc');
    expect(await drawingOf('/products?sort=price_asc')).toBe(fourth);
  });

  it('is left out where there is nothing to draw or drawing fails: the page still opens', async () => {
    for (const path of ['/', '/wishlist', '/categories']) {
      const response = await get(path, drawn);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe('');
      expect(firstViewStateOf(response.body)).toBeNull();
      expect(stylesOf(response.body)).toEqual([]);
    }
  });
});

describe("a page drawn in the shopper's language", () => {
  const languageOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
  const drawingOf = (html: string) => /data-drawing="(\d+)"/.exec(html)?.[1];

  it('?lang= draws the page in that language, sets <html lang>, and is remembered in the cookie', async () => {
    const page = await get('/home?lang=ta', drawn);
    expect(languageOf(page.body)).toBe('ta');
    expect(rootOf(page.body)).toContain('data-language="ta"');
    expect(page.headers['set-cookie']).toBe('lang=ta; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(page.headers.vary).toMatch(/cookie/i);
  });

  it('the cookie draws every page in its language, the not-found page and pages drawn in the browser too', async () => {
    const listing = await get('/products?sort=newest', drawn, { lang: 'hi' });
    expect(languageOf(listing.body)).toBe('hi');
    expect(rootOf(listing.body)).toContain('data-language="hi"');
    expect(listing.headers['set-cookie']).toBeUndefined(); // nothing new to remember
    expect(languageOf((await get('/wishlist', drawn, { lang: 'te' })).body)).toBe('te');
    const missing = await get('/no-such-page', drawn, { lang: 'te' });
    expect(missing.statusCode).toBe(404);
    expect(languageOf(missing.body)).toBe('te');
  });

  it('English without either, and a language the store does not speak changes nothing', async () => {
    const plain = await get('/products', drawn);
    expect(languageOf(plain.body)).toBe('en');
    expect(rootOf(plain.body)).not.toContain('data-language');
    expect(plain.headers['set-cookie']).toBeUndefined();
    const unknown = await get('/products?lang=fr', drawn, { lang: 'te' });
    expect(languageOf(unknown.body)).toBe('te');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(languageOf((await get('/products', drawn, { lang: '<script>' })).body)).toBe('en');
  });

  it('keeps one drawn view per language', async () => {
    const english = drawingOf((await get('/products?sort=price_desc', drawn)).body);
    const telugu = drawingOf((await get('/products?sort=price_desc', drawn, { lang: 'te' })).body);
    expect(telugu).not.toBe(english);
    expect(drawingOf((await get('/products?sort=price_desc', drawn)).body)).toBe(english);
    expect(drawingOf((await get('/products?sort=price_desc', drawn, { lang: 'te' })).body)).toBe(telugu);
  });
});
