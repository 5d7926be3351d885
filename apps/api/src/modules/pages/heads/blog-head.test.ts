import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

// Every address the pages carry begins with PUBLIC_URL, never the request's Host header.
const ORIGIN = 'https://shop.example.in';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: ORIGIN } });
  await t.database.db.insert(blogPosts).values({
    id: newId(), slug: 'next-week', title: { en: 'Not yet' }, summary: { en: 'Soon' }, bodyHtml: { en: '<p>Soon</p>' }, category: 'trends',
    imageUrl: '/media/art/ring-gold-none-1.svg', imageAlt: { en: 'Ring' }, author: 'Ananya Soni', readTimeMinutes: 2, publishedAt: new Date(Date.now() + 7 * 86_400_000),
  });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.example:8080' } });

describe('article pages', () => {
  it('are served with their title, description, canonical link and Article JSON-LD', async () => {
    const response = await page('/blog/understanding-bis-hallmark-and-huid');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Understanding the BIS Hallmark and HUID | Aabhushan</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/understanding-bis-hallmark-and-huid">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(/<meta name="description" content="Since 2021 every hallmarked gold piece/);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Understanding the BIS Hallmark and HUID',
      author: { '@type': 'Person', name: 'Vikram Shekhawat' },
      mainEntityOfPage: `${ORIGIN}/blog/understanding-bis-hallmark-and-huid`,
    });
    expect(ld.image[0]).toMatch(new RegExp(`^${ORIGIN}/media/art/`));
  });

  it('answer 404 for an unknown or unpublished post', async () => {
    for (const url of ['/blog/no-such-post', '/blog/next-week']) expect((await page(url)).statusCode).toBe(404);
  });

  it('name the content pages in their head', async () => {
    const response = await page('/faq');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Frequently Asked Questions | Aabhushan</title>');
  });

  it('are listed in the sitemap with the content pages, unpublished posts left out', async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    for (const path of ['/blog/understanding-bis-hallmark-and-huid', '/blog/bridal-jewellery-trends-2026', '/faq', '/contact', '/store-locator', '/about']) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(sitemap).not.toContain('/blog/next-week');
  });
});
