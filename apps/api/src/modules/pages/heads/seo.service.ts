import { href, matchPage, pageRows } from '@aabhushan/shared/pages/page-manifest';
import { storeOriginOf } from '../../../lib/public-origin';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Database } from '../../../db/client';
import { createResponseCache, type ResponseCache } from '../../../lib/response-cache';
import type { AnswerDrops } from '../../public-answers/answer-drops.service';
import { languageAddressesOf, toMetaDescription, type PageHead } from '../page-template';
import { findCategoryHeadRow, findProductHeadRow, findSitemapRows, type ProductHeadRow } from './seo.repository';
import { findBlogHeadRow, findBlogSitemapRows, type BlogHeadRow } from './blog-head.repository';
import { blogHead } from './blog-head';
import { staticHeadOf } from './page-heads';
import { HEAD_TEXTS } from './head-texts';
import { findPublishedPolicyPage, findPublishedPolicyPages } from '../../content/content.repository';
import { isLegalSlug, LEGAL_SLUGS } from '@aabhushan/shared/legal/legal-types';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { pickLocalized } from '@aabhushan/shared/localized-text';

const SITE = 'Aabhushan';
/** Pages listed in the sitemap besides products, categories, articles and written policies: the manifest's, and the policies from the settings. */
const SITEMAP_PAGES = [...pageRows().filter((page) => page.sitemap).map((page) => page.path), ...LEGAL_SLUGS.map((slug) => href('policy', { slug }))];

/** Paths search engines should leave alone: the API and pages private to a shopper. */
export const ROBOTS_DISALLOW = ['/api/', '/profile', '/login', '/signup', '/checkout', '/cart', '/admin'];

/** A product's or category's head data is looked up at most once a minute per slug. */
const HEAD_CACHE = { ttlMs: 60_000, maxEntries: 500 };

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A product's head in a language: its name and short text in it (English where it has none), in the title, description and JSON-LD. */
function productHead(row: ProductHeadRow, origin: string, language: StoreLanguage): PageHead {
  const url = `${origin}/product/${encodeURIComponent(row.slug)}`;
  const price = paiseToRupees(row.salePricePaise).toFixed(2);
  const images = row.images.map((image) => absolute(origin, image.url));
  const name = pickLocalized(row.name, language);
  const shortDescription = pickLocalized(row.shortDescription, language);
  const rating = Number(row.ratingAverage);
  return {
    title: `${name} | ${SITE}`,
    description: toMetaDescription(shortDescription),
    language,
    canonicalUrl: url,
    ogType: 'product',
    imageUrl: images[0],
    extraMeta: { 'product:price:amount': price, 'product:price:currency': 'INR' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      image: images,
      description: shortDescription,
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
    async getProductHead(slugOrId: string, origin: string, language: StoreLanguage): Promise<PageHead | undefined> {
      const row = await cached<ProductHeadRow>(productCache, slugOrId, () => findProductHeadRow(db, slugOrId));
      return row && productHead(row, origin, language);
    },

    /** Head of an article; undefined for a post that is not published (the page answers 404). */
    async getBlogHead(slug: string, origin: string, language: StoreLanguage): Promise<PageHead | undefined> {
      const row = await cached<BlogHeadRow>(blogCache, slug, () => findBlogHeadRow(db, slug, new Date()));
      // Cached as JSON: the dates come back as strings.
      return row && blogHead({ ...row, publishedAt: new Date(row.publishedAt), updatedAt: new Date(row.updatedAt) }, origin, language);
    },

    /**
     * Head of a policy page: the one staff published (in the one language they wrote it in), else
     * a policy written from the settings, in the page's language; undefined when there is none (404).
     */
    async getPolicyPageHead(slug: string, origin: string, language: StoreLanguage): Promise<PageHead | undefined> {
      const written = await findPublishedPolicyPage(db, slug);
      // Staff write a policy in one language: its head is as they wrote it.
      const head = written ? { title: written.title, description: written.summary } : isLegalSlug(slug) ? { ...HEAD_TEXTS[language].policies[slug], language } : undefined;
      return head && { ...head, title: `${head.title} | ${SITE}`, description: toMetaDescription(head.description), canonicalUrl: `${origin}/page/${encodeURIComponent(slug)}` };
    },

    /** Head of /products, or of one category's listing when the category exists. */
    async getListingHead(categorySlug: string | undefined, origin: string, searched: boolean, language: StoreLanguage): Promise<PageHead> {
      const category = categorySlug ? await cached(categoryCache, categorySlug, () => findCategoryHeadRow(db, categorySlug)) : undefined;
      if (category) {
        return {
          title: `${pickLocalized(category.name, language)} | ${SITE}`,
          description: toMetaDescription(pickLocalized(category.shortDescription, language)),
          language,
          canonicalUrl: `${origin}/products?category=${encodeURIComponent(category.slug)}`,
          imageUrl: absolute(origin, category.thumbnailUrl),
          noIndex: searched,
        };
      }
      const all = HEAD_TEXTS[language].allJewellery;
      return {
        title: `${all.title} | ${SITE}`,
        description: all.description,
        language,
        canonicalUrl: `${origin}/products`,
        noIndex: searched,
      };
    },

    /** Head of a page without data of its own (its kind in the page manifest); undefined for the app shell's own head. */
    getStaticHead(pathname: string, origin: string, language: StoreLanguage): PageHead | undefined {
      const match = matchPage(pathname);
      return match && staticHeadOf(match.page, origin, language);
    },

    notFoundHead(language: StoreLanguage): PageHead {
      const notFound = HEAD_TEXTS[language].notFound;
      return { title: `${notFound.title} | ${SITE}`, description: notFound.description, noIndex: true, language };
    },

    /** sitemap.xml: the store's pages, every active product and every category listing, each with its address in every language (hreflang). */
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
      const urls = entries.map((entry) => {
        const alternates = languageAddressesOf(entry.loc).map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
        return `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates.join('')}</url>`;
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    },

    renderRobots(origin: string): string {
      return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
