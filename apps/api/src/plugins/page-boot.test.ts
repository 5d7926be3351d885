import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectBanners } from '@aabhushan/shared/rules/banners';
import { getOpeningImage } from '@aabhushan/shared/rules/product-images';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { categories, products } from '../db/schema/index';
import { newId } from '../lib/new-id';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { renderBootTags } from './page-boot';

let t: TestApp;
const SCRIPT_NAME = 'Ring </script><script>alert(1)</script> & more';

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.select().from(categories).where(eq(categories.slug, 'rings'));
  await t.database.db.insert(products).values({
    id: newId(), slug: 'script-name-ring', name: { en: SCRIPT_NAME }, categoryId: category!.id, metal: 'gold',
    shortDescription: { en: 'Short.' }, longDescription: { en: 'Long.' }, basePricePaise: 2_500_000, salePricePaise: 2_400_000, mrpPaise: 2_500_000,
    stockQuantity: 2, images: [{ url: '/media/art/ring-gold-none-1.svg', altText: 'Ring', isPrimary: true }],
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The answers a page's HTML carries, by address. */
function bootAnswersOf(html: string): Record<string, { success: boolean; data: unknown }> | null {
  const match = /<script type="application\/json" id="boot-answers">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, { success: boolean; data: unknown }>) : null;
}
const preloadedImagesOf = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);

describe("a page's first view, started by its HTML", () => {
  it('product pages carry the API answer the page asks for, and preload the image it opens on', async () => {
    const listing = JSON.parse((await get('/api/public/product?limit=20')).body) as { data: Product[] };
    const withVariants = listing.data.find((product) => product.variants.some((variant) => variant.isActive && variant.images.length > 0)) ?? listing.data[0]!;
    for (const path of [`/product/${withVariants.slug}`, `/product-detail/${withVariants.slug}`, `/product-detail?id=${withVariants._id}`]) {
      const html = (await get(path)).body;
      const key = path.includes('?id=') ? withVariants._id : withVariants.slug;
      const url = `/api/public/product/${encodeURIComponent(key)}`;
      expect(bootAnswersOf(html)).toEqual({ [url]: JSON.parse((await get(url)).body) });
      expect(preloadedImagesOf(html)).toEqual([getOpeningImage(withVariants)!.url]);
    }
  });

  it('the home page carries the banners and preloads the first live hero slide', async () => {
    const banners = JSON.parse((await get('/api/public/banner')).body) as { data: Banner[] };
    const firstSlide = selectBanners(banners.data, 'hero')[0]!;
    for (const path of ['/home', '/']) {
      const html = (await get(path)).body;
      expect(bootAnswersOf(html)).toEqual({ '/api/public/banner': banners });
      expect(preloadedImagesOf(html)).toEqual([firstSlide.images[0]!.url]);
    }
  });

  it('other pages and pieces the store does not sell carry none', async () => {
    for (const path of ['/products', '/cart', '/product/no-such-piece']) {
      const html = (await get(path)).body;
      expect(bootAnswersOf(html)).toBeNull();
      expect(preloadedImagesOf(html)).toEqual([]);
    }
  });

  it('a name with a closing script tag stays inside the answer', async () => {
    const html = (await get('/product/script-name-ring')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    const answers = bootAnswersOf(html)!;
    expect((answers['/api/public/product/script-name-ring']!.data as Product).name.en).toBe(SCRIPT_NAME);
  });

  it('never preloads an image from elsewhere', () => {
    expect(renderBootTags({ answers: [], preloadImage: 'https://elsewhere.example/x.jpg' })).toBe('');
    expect(renderBootTags({ answers: [], preloadImage: '/media/a "b".svg' })).toBe('<link rel="preload" as="image" href="/media/a &quot;b&quot;.svg" fetchpriority="high">');
  });
});
