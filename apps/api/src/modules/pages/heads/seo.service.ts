import { href, matchPage, pageRows } from '@aabhushan/shared/pages/page-manifest';
import { storeOriginOf } from '../../../lib/public-origin';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Database } from '../../../db/client';
import { createResponseCache, type ResponseCache } from '../../../lib/response-cache';
import type { AnswerDrops } from '../../public-answers/answer-drops.service';
import { toMetaDescription, type PageHead } from '../page-template';
import { findCategoryHeadRow, findProductHeadRow, findSitemapRows, type ProductHeadRow } from './seo.repository';
import { findBlogHeadRow, findBlogSitemapRows, type BlogHeadRow } from './blog-head.repository';
import { blogHead } from './blog-head';
import { staticHeadOf } from './page-heads';
import { findPublishedPolicyPage, findPublishedPolicyPages } from '../../content/content.repository';
import { isLegalSlug, LEGAL_SLUGS, type LegalSlug } from '@aabhushan/shared/legal/legal-types';

const SITE = 'Aabhushan';
/** Pages listed in the sitemap besides products, categories, articles and written policies: the manifest's, and the policies from the settings. */
const SITEMAP_PAGES = [...pageRows().filter((page) => page.sitemap).map((page) => page.path), ...LEGAL_SLUGS.map((slug) => href('policy', { slug }))];
/** Heads of the policies written from the store settings, until staff publish their own. */
const SETTINGS_POLICY_HEADS: Readonly<Record<LegalSlug, { title: string; description: string }>> = {
  'privacy-policy': { title: 'Privacy Policy', description: 'What personal data Aabhushan collects, why, how long it is kept and your rights under the DPDP Act, 2023.' },
  'terms-of-service': { title: 'Terms of Service', description: 'The terms of shopping at Aabhushan: prices, payment, delivery, returns, hallmarking and your account.' },
};

/** Paths search engines should leave alone: the API and pages private to a shopper. */
export const ROBOTS_DISALLOW = ['/api/', '/profile', '/login', '/signup', '/checkout', '/cart', '/admin'];

/** A product's or category's head data is looked up at most once a minute per slug. */
const HEAD_CACHE = { ttlMs: 60_000, maxEntries: 500 };

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function productHead(row: ProductHeadRow, origin: string): PageHead {
  const url = `${origin}/product/${encodeURIComponent(row.slug)}`;
  const price = paiseToRupees(row.salePricePaise).toFixed(2);
  const images = row.images.map((image) => absolute(origin, image.url));
  const description = toMetaDescription(row.shortDescription.en);
  const rating = Number(row.ratingAverage);
  return {
    title: `${row.name.en} | ${SITE}`,
    description,
    canonicalUrl: url,
    ogType: 'product',
    imageUrl: images[0],
    extraMeta: { 'product:price:amount': price, 'product:price:currency': 'INR' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row.name.en,
      image: images,
      description: row.shortDescription.en,
      sku: row.id,
      brand: { '@type': 'Brand', name: row.brandName ?? SITE },
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'INR',
        availability: row.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
      ...(row.ratingCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: row.ratingCount, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  };
}

function isoDate(date: Date | null | undefined): string | undefined {
  return date ? date.toISOString().slice(0, 10) : undefined;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/**
 * `storeOrigin` (lib/public-origin.ts) begins every canonical address, the sitemap's and robots'.
 * The heads' rows (a product's name, price and stock in its title and JSON-LD) follow the public
 * answers' drops (`drops`, here or heard from another instance), as the answers themselves do.
 */
export function createSeoService(db: Database, { storeOrigin = storeOriginOf({}), drops }: { storeOrigin?: string; drops?: AnswerDrops } = {}) {
  const productCache = createResponseCache(HEAD_CACHE);
  const categoryCache = createResponseCache(HEAD_CACHE);
  const blogCache = createResponseCache(HEAD_CACHE);
  drops?.cache.onClear(() => [productCache, categoryCache, blogCache].forEach((cache) => cache.clear()));
  drops?.onDropped((drop) => {
    // Kept by slug or by id: every entry whose row is the product's (or that names its id) goes.
    if (drop.kind === 'product') productCache.deleteWhere((key) => key === drop.id || (JSON.parse(productCache.get(key) ?? 'null') as { id?: string } | null)?.id === drop.id);
    if (drop.kind === 'content') blogCache.clear();
  });

  /** Cached lookups hold rows (as JSON) or 'null' for an unknown slug; nothing is kept while drops may be missed. */
  async function cached<T>(cache: ResponseCache, key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (drops && !drops.trusted) return load();
    const hit = cache.get(key);
    if (hit !== undefined) return (JSON.parse(hit) as T | null) ?? undefined;
    const row = await load();
    cache.set(key, JSON.stringify(row ?? null));
    return row;
  }

  return {
    storeOrigin,

    /** Head of a product page; undefined for a product the store does not sell (the page answers 404). */
    async getProductHead(slugOrId: string, origin: string): Promise<PageHead | undefined> {
      const row = await cached<ProductHeadRow>(productCache, slugOrId, () => findProductHeadRow(db, slugOrId));
      return row && productHead(row, origin);
    },

    /** Head of an article; undefined for a post that is not published (the page answers 404). */
    async getBlogHead(slug: string, origin: string): Promise<PageHead | undefined> {
      const row = await cached<BlogHeadRow>(blogCache, slug, () => findBlogHeadRow(db, slug, new Date()));
      // Cached as JSON: the dates come back as strings.
      return row && blogHead({ ...row, publishedAt: new Date(row.publishedAt), updatedAt: new Date(row.updatedAt) }, origin);
    },

    /** Head of a policy page: the one staff published, else a policy written from the settings; undefined when there is none (404). */
    async getPolicyPageHead(slug: string, origin: string): Promise<PageHead | undefined> {
      const written = await findPublishedPolicyPage(db, slug);
      const head = written ? { title: written.title, description: written.summary } : isLegalSlug(slug) ? SETTINGS_POLICY_HEADS[slug] : undefined;
      return head && { title: `${head.title} | ${SITE}`, description: toMetaDescription(head.description), canonicalUrl: `${origin}/page/${encodeURIComponent(slug)}` };
    },

    /** Head of /products, or of one category's listing when the category exists. */
    async getListingHead(categorySlug: string | undefined, origin: string, searched: boolean): Promise<PageHead> {
      const category = categorySlug ? await cached(categoryCache, categorySlug, () => findCategoryHeadRow(db, categorySlug)) : undefined;
      if (category) {
        return {
          title: `${category.name.en} | ${SITE}`,
          description: toMetaDescription(category.shortDescription.en),
          canonicalUrl: `${origin}/products?category=${encodeURIComponent(category.slug)}`,
          imageUrl: absolute(origin, category.thumbnailUrl),
          noIndex: searched,
        };
      }
      return {
        title: `All Jewellery | ${SITE}`,
        description: 'Shop necklaces, earrings, rings, bangles, bridal sets and more in hallmarked gold, diamonds and silver, with prices in rupees.',
        canonicalUrl: `${origin}/products`,
        noIndex: searched,
      };
    },

    /** Head of a page without data of its own (its kind in the page manifest); undefined for the app shell's own head. */
    getStaticHead(pathname: string, origin: string): PageHead | undefined {
      const match = matchPage(pathname);
      return match && staticHeadOf(match.page, origin);
    },

    notFoundHead(): PageHead {
      return { title: `Page not found | ${SITE}`, description: 'This page is not in the Aabhushan store. Browse our collections instead.', noIndex: true };
    },

    /** sitemap.xml: the store's pages, every active product and every category listing. */
    async renderSitemap(origin: string): Promise<string> {
      const { productRows, categoryRows } = await findSitemapRows(db);
      const postRows = await findBlogSitemapRows(db, new Date());
      const writtenPages = (await findPublishedPolicyPages(db)).filter((row) => !isLegalSlug(row.slug));
      const latest = productRows.reduce<Date | undefined>((newest, row) => (!newest || row.updatedAt > newest ? row.updatedAt : newest), undefined);
      const entries: { loc: string; lastmod?: string }[] = [
        ...SITEMAP_PAGES.map((path) => ({ loc: `${origin}${path}`, lastmod: isoDate(latest) })),
        ...productRows.map((row) => ({ loc: `${origin}/product/${encodeURIComponent(row.slug)}`, lastmod: isoDate(row.updatedAt) })),
        ...postRows.map((row) => ({ loc: `${origin}/blog/${encodeURIComponent(row.slug)}`, lastmod: isoDate(row.updatedAt) })),
        ...writtenPages.map((row) => ({ loc: `${origin}/page/${encodeURIComponent(row.slug)}`, lastmod: isoDate(row.updatedAt) })),
        ...categoryRows.map((row) => {
          const changed = row.latestProduct && row.latestProduct > row.updatedAt ? row.latestProduct : row.updatedAt;
          return { loc: `${origin}/products?category=${encodeURIComponent(row.slug)}`, lastmod: isoDate(changed) };
        }),
      ];
      const urls = entries.map(
        (entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    renderRobots(origin: string): string {
      return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
