import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href, pageRows, type PageRow } from '@aabhushan/shared/pages/page-manifest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { HEAD_TEXTS } from './head-texts';

const { content: CONTENT_PAGE_HEADS, home: HOME, private: PRIVATE_PAGE_TITLES } = HEAD_TEXTS.en;

// Every page of the manifest answers as its row says: the server knows no page the manifest does not declare.
const ORIGIN = 'https://shop.example.in';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await t.close();
});

/** A seeded thing for each parameter, so pages with a slug have one to show. */
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  product: { slug: 'lakshmi-temple-gold-necklace' },
  'product-detail': { slug: 'lakshmi-temple-gold-necklace' },
  'blog-post': { slug: 'understanding-bis-hallmark-and-huid' },
  policy: { slug: 'privacy-policy' },
  order: { id: 'any-order' },
  'shared-wishlist': { token: 'any-token' },
  // Any number answers the page (the storefront asks the API for the certificate).
  'certificate-number': { number: 'DEMO-IGI-24001' },
};

function addressOf(page: PageRow): string {
  const path = (href as (id: string, params?: Record<string, string>) => string)(page.id, SAMPLE_PARAMS[page.id]);
  return page.id === 'product-detail-query' ? `${path}?id=lakshmi-temple-gold-necklace` : path;
}

/** The title a page's head carries, by its kind; undefined for the app shell's own. */
function expectedTitle(page: PageRow): string | RegExp | undefined {
  switch (page.head) {
    case 'home':
      return HOME.title;
    case 'content':
      return `${CONTENT_PAGE_HEADS[page.id as keyof typeof CONTENT_PAGE_HEADS].title} | Aabhushan`;
    case 'private':
      return `${PRIVATE_PAGE_TITLES[page.id as keyof typeof PRIVATE_PAGE_TITLES]} | Aabhushan`;
    case 'product':
      return 'Lakshmi Temple Gold Necklace | Aabhushan';
    case 'blog-post':
    case 'policy':
    case 'listing':
    case 'categories':
      return / \| Aabhushan$/;
    default:
      return undefined;
  }
}

describe('the pages of the page manifest', () => {
  it.each(pageRows().map((page) => [page.id, page] as const))('%s answers 200 with its own head', async (_, page) => {
    const response = await t.app.inject({ method: 'GET', url: addressOf(page) });
    expect(response.statusCode).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
    const expected = expectedTitle(page);
    if (expected !== undefined) expect(title).toMatch(typeof expected === 'string' ? new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : expected);
    else expect(title).not.toContain(' | Aabhushan');
    expect(response.body.includes('name="robots" content="noindex'), page.id).toBe(page.head === 'private');
  });

  it('answers 404 for a path no page of the manifest has', async () => {
    for (const url of ['/nowhere', '/product', '/blog/a/b', '/wishlist/shared']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('lists the pages marked for the sitemap there, and no redirect', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const page of pageRows()) {
      expect(sitemap.includes(`<loc>${ORIGIN}${page.path}</loc>`), page.id).toBe(page.sitemap === true);
    }
  });
});
