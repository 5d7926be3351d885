import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

// Every address the pages carry begins with PUBLIC_URL, never the request's Host header.
const ORIGIN = 'https://shop.example.in';
const EVIL_NAME = 'Evil </script><script>alert("x")</script> Ring';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: ORIGIN } });
  const [category] = await t.database.db.select().from(categories).where(eq(categories.slug, 'rings'));
  await t.database.db.insert(products).values([
    {
      id: newId(), slug: 'evil-script-ring', name: { en: EVIL_NAME }, categoryId: category!.id, metal: 'gold',
      shortDescription: { en: 'A ring with "quotes" & <b>tags</b> in its copy.' }, longDescription: { en: 'Long.' },
      basePricePaise: 2_500_000, salePricePaise: 2_400_000, mrpPaise: 2_500_000, stockQuantity: 0,
      images: [{ url: '/media/art/ring-gold-none-1.svg', altText: 'Ring', isPrimary: true }],
    },
    {
      id: newId(), slug: 'retired-ring', name: { en: 'Retired Ring' }, categoryId: category!.id, metal: 'gold', isActive: false,
      shortDescription: { en: 'No longer sold.' }, longDescription: { en: 'Long.' }, basePricePaise: 2_500_000, salePricePaise: 2_500_000, mrpPaise: 2_500_000,
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.example:8080' } });

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('product pages', () => {
  it('carry the title, description, canonical link, Open Graph tags and Product JSON-LD', async () => {
    const response = await page('/product/lakshmi-temple-gold-necklace');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Lakshmi Temple Gold Necklace | Aabhushan</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/lakshmi-temple-gold-necklace">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/art/`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!;
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain('<div id="root"></div>');

    const product = (await t.app.inject({ method: 'GET', url: '/api/public/product/lakshmi-temple-gold-necklace' })).json().data;
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lakshmi Temple Gold Necklace',
      sku: product._id,
      offers: { '@type': 'Offer', price: product.pricing.salePrice.toFixed(2), priceCurrency: 'INR', url: `${ORIGIN}/product/lakshmi-temple-gold-necklace` },
    });
    expect((ld.image as string[]).every((url) => url.startsWith(`${ORIGIN}/media/art/`))).toBe(true);
    expect((ld.offers as { availability: string }).availability).toBe(product.inventory.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
    if (product.ratingCount > 0) expect(ld.aggregateRating).toMatchObject({ ratingValue: product.rating, reviewCount: product.ratingCount });
  });

  it('escapes a name that tries to close the script, in the title and in the JSON-LD', async () => {
    const response = await page('/product/evil-script-ring');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>Evil &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ring | Aabhushan</title>');
    expect(html).toContain('\\u003c/script\\u003e');
    const ld = jsonLdOf(html);
    expect(ld.name).toBe(EVIL_NAME);
    expect(ld.description).toBe('A ring with "quotes" & <b>tags</b> in its copy.');
    expect((ld.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
    // Only the JSON-LD (this test app draws no first view: first-view/page-boot.ts): no script of the name's own.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  });

  it('serves /product-detail/{slug} and ?id= with the canonical /product/{slug}', async () => {
    const bySlug = await page('/product-detail/lakshmi-temple-gold-necklace');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.body).toContain(`<link rel="canonical" href="${ORIGIN}/product/lakshmi-temple-gold-necklace">`);
    const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'lakshmi-temple-gold-necklace'));
    const byId = await page(`/product-detail?id=${row!.id}`);
    expect(byId.body).toContain('<title>Lakshmi Temple Gold Necklace | Aabhushan</title>');
  });

  it.each(['/product/no-such-piece', '/product/retired-ring', '/product-detail/no-such-piece'])('answers %s with the not-found shell and 404', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Page not found | Aabhushan</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('heads after a change', () => {
  it('follow the drops of the public answers: a renamed, repriced piece and a renamed category show at once', async () => {
    const titleOf = async (url: string) => /<title>(.*?)<\/title>/.exec((await page(url)).body)?.[1];
    expect(await titleOf('/product/evil-script-ring')).toContain('Evil');
    const [ring] = await t.database.db.select().from(products).where(eq(products.slug, 'evil-script-ring'));
    await t.database.db.update(products).set({ name: { en: 'Plain Gold Ring' }, salePricePaise: 2_300_000, stockQuantity: 3 }).where(eq(products.id, ring!.id));
    // What a staff write does after its commit (here and, through NOTIFY, on every instance).
    await t.app.productChanged(ring!.id);
    expect(await titleOf('/product/evil-script-ring')).toBe('Plain Gold Ring | Aabhushan');
    const ld = jsonLdOf((await page('/product/evil-script-ring')).body);
    expect(ld.offers).toMatchObject({ price: '23000.00', availability: 'https://schema.org/InStock' });

    expect(await titleOf('/products?category=rings')).toBe('Rings | Aabhushan');
    await t.database.db.update(categories).set({ name: { en: 'Finger Rings' } }).where(eq(categories.slug, 'rings'));
    t.app.answerDrops.drop({ kind: 'everything' });
    expect(await titleOf('/products?category=rings')).toBe('Finger Rings | Aabhushan');
    await t.database.db.update(categories).set({ name: { en: 'Rings' } }).where(eq(categories.slug, 'rings'));
    t.app.answerDrops.drop({ kind: 'everything' });
  });
});

describe('listing and home pages', () => {
  it('titles a category listing after its category', async () => {
    const html = (await page('/products?category=rings')).body;
    expect(html).toContain('<title>Rings | Aabhushan</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/products?category=rings">`);
    expect(html).not.toContain('noindex');
    expect((await page('/products?category=rings&search=ruby')).body).toContain('<meta name="robots" content="noindex, follow">');
    expect((await page('/products?category=no-such')).body).toContain('<title>All Jewellery | Aabhushan</title>');
  });

  it('gives home and categories a sensible title and description', async () => {
    const home = (await page('/home')).body;
    expect(home).toContain('<title>Aabhushan | Handcrafted Gold, Diamond and Silver Jewellery</title>');
    expect(home).toMatch(/<meta name="description" content="[^"]*hallmarked[^"]*">/);
    expect((await page('/categories')).body).toContain('<title>Jewellery Categories | Aabhushan</title>');
  });
});

describe('a shopper\'s own pages, loaded directly', () => {
  it.each([
    ['/checkout', 'Checkout'],
    ['/order-confirmation?orderId=abc123', 'Order Confirmation'],
    ['/orders/abc123', 'Your Order'],
    ['/cart', 'Your Cart'],
    ['/wishlist', 'Your Wishlist'],
    ['/wishlist/shared/an-unknown-token', 'A Shared Wishlist'],
  ])('answers %s with 200 and a named head kept out of search engines', async (url, title) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title} | Aabhushan</title>`);
    expect(response.body).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('answers /track-order with 200 and its own head', async () => {
    const response = await page('/track-order?orderNumber=AB-2026-000123');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Track Your Order | Aabhushan</title>');
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/track-order">`);
  });

  it('still answers a path no page has with 404', async () => {
    expect((await page('/orders/abc/extra')).statusCode).toBe(404);
    expect((await page('/checkout-now')).statusCode).toBe(404);
    expect((await page('/wishlist/shared')).statusCode).toBe(404);
    expect((await page('/wishlist/shared/token/extra')).statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the pages, every active product and every category with absolute URLs', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const active = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.isActive, true));
    for (const { slug } of active) expect(locs).toContain(`${ORIGIN}/product/${slug}`);
    expect(locs).not.toContain(`${ORIGIN}/product/retired-ring`);
    for (const { slug } of await t.database.db.select({ slug: categories.slug }).from(categories)) {
      expect(locs).toContain(`${ORIGIN}/products?category=${slug}`);
    }
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/home`, `${ORIGIN}/products`, `${ORIGIN}/categories`, `${ORIGIN}/page/privacy-policy`, `${ORIGIN}/page/terms-of-service`]));
    // The redirecting aliases are not pages of their own.
    expect(locs).not.toContain(`${ORIGIN}/privacy`);
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(locs.length);
  });

  it('allows crawling except the API and private pages, and points to the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /login', 'Disallow: /signup', 'Disallow: /checkout', 'Disallow: /cart', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });

  it('never puts the Host header into an address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil"><x' } });
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
