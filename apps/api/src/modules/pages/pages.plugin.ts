import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPage, type PageIdOfHead, type PageRow, type ServerDrawnPageId } from '@aabhushan/shared/pages/page-manifest';
import { isKnownStaffPath, isStaffPath } from '@aabhushan/shared/staff-routes';
import { isSafeText } from '@aabhushan/shared/rules/safe-text';
import {
  chooseDrawingLanguage,
  isStoreLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  languageCookie,
  type StoreLanguage,
} from '@aabhushan/shared/language-choice';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';
import { fail } from '../../lib/envelope';
import { prepareTemplate, withLanguageAddresses, type PageHead } from './page-template';
import type { SeoService } from './heads/seo.service';
import { loadFirstViewRenderer } from './first-view/server-side-rendering';
import { createPageBoot, drawnMarkupOf, renderBootTags, type PageBoot } from './first-view/page-boot';
import { readPageFiles } from './first-view/page-styles';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aabhushan</title></head>
<body><p>The storefront has not been built yet. Run <code>npm start</code>, which builds it.</p></body></html>`;

/** What the plugin lends the app: the not-found page, for addresses the router cannot read. */
export interface WebPages {
  sendNotFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

/** A page's status, head (SEO), and its first view and image drawn and asked for by the HTML. */
interface Page {
  status: number;
  head: PageHead | null;
  boot?: PageBoot;
}

/** A query value the SEO lookups may use: short text without control characters or broken Unicode. */
function safeQueryValue(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name) ?? undefined;
  return value !== undefined && value.length <= 200 && isSafeText(value) ? value : undefined;
}

/** The language a page request's address asks for (`?lang=`), as sent. */
function addressLanguageOf(request: FastifyRequest): string | null {
  return new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_QUERY_PARAMETER);
}

/** The language cookie as sent; none on a request the router refused before cookies were read (a broken address). */
function cookieLanguageOf(request: FastifyRequest): string | undefined {
  const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
  return cookies?.[LANGUAGE_COOKIE];
}

/** The language a page request is drawn in: its `?lang=`, else the language cookie, else English. */
function languageOf(request: FastifyRequest): StoreLanguage {
  return chooseDrawingLanguage(addressLanguageOf(request), cookieLanguageOf(request));
}

/** Far longer than any page address of the store; the file system refuses such names anyway. */
const MAX_PAGE_PATH_LENGTH = 2_048;

/** True when the path decodes to text the store could have a page for. */
function isReadablePath(pathname: string): boolean {
  if (pathname.length > MAX_PAGE_PATH_LENGTH) return false;
  try {
    return isSafeText(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/**
 * Serves the built front end: hashed assets with long-lived caching, the app shell for
 * every page path (status 404 for paths the store does not have, and for products it does
 * not sell), and the envelope 404 for unknown API paths. With `seo`, the shell carries the
 * page's own title, description, canonical link, Open Graph tags and product JSON-LD.
 */
export async function pagesPlugin(
  app: FastifyInstance,
  { distDir, serverEntry, seo, pages }: { distDir: string; serverEntry?: string; seo?: SeoService; pages?: WebPages },
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Read and prepared once: each request only slices the template and adds its head.
  let template: ReturnType<typeof prepareTemplate> | undefined;
  const getTemplate = () => (template ??= prepareTemplate(hasBuild ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE));
  // Built on its own into dist/staff (apps/web/vite.config.ts), its assets under /staff/assets.
  const staffFile = path.join(distDir, 'staff', 'admin.html');
  let staffPage: string | undefined;
  const getStaffPage = () => (staffPage ??= existsSync(staffFile) ? readFileSync(staffFile, 'utf8') : NOT_BUILT_PAGE);

  const notFound = (language: StoreLanguage): Page => ({ status: 404, head: seo?.notFoundHead(language) ?? null });
  const pageBoot = hasBuild ? createPageBoot(app, await loadFirstViewRenderer(app, serverEntry), readPageFiles(distDir)) : createPageBoot(app);

  /** The page of a product or an article by its slug as sent in the path; 404 when it is unknown or malformed. */
  async function headOrNotFound(
    language: StoreLanguage,
    rawSlug: string,
    find: (slug: string) => Promise<PageHead | undefined>,
    boot?: (slug: string) => Promise<PageBoot | undefined>,
  ): Promise<Page> {
    let slug: string;
    try {
      slug = decodeURIComponent(rawSlug);
    } catch {
      return notFound(language);
    }
    const head = slug.length <= 200 && isSafeText(slug) ? await find(slug) : undefined;
    return head ? { status: 200, head, boot: await boot?.(slug.trim()) } : notFound(language);
  }

  /**
   * A page of the manifest (packages/shared/src/pages/page-manifest.ts), by its kind of head: those
   * with a slug answer 404 when it names nothing; the home page (`/` only redirects there, so its
   * picture is preloaded but nothing is drawn) and every page with a `draw` module are drawn.
   * Every head is written in the language the page is drawn in.
   */
  async function answerOf(request: FastifyRequest, page: PageRow, params: Record<string, string>, seo: SeoService): Promise<Page> {
    const origin = seo.storeOrigin;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const language = languageOf(request);
    const at = { url: request.url, language };
    switch (page.head) {
      case 'product': {
        const rawSlug = params.slug ?? query.get('id') ?? undefined;
        if (rawSlug === undefined) break;
        const id = page.id as PageIdOfHead<'product'>;
        return headOrNotFound(language, rawSlug, (slug) => seo.getProductHead(slug, origin, language), (slug) => pageBoot.product(slug, at, id));
      }
      case 'blog-post':
        return headOrNotFound(language, params.slug!, (slug) => seo.getBlogHead(slug, origin, language));
      case 'policy':
        return headOrNotFound(language, params.slug!, (slug) => seo.getPolicyPageHead(slug, origin, language));
      case 'listing': {
        const search = Boolean(safeQueryValue(query, 'search'));
        const [head, boot] = await Promise.all([seo.getListingHead(safeQueryValue(query, 'category'), origin, search, language), pageBoot.page('products', at)]);
        return { status: 200, head, boot };
      }
      case 'home':
        return { status: 200, head: seo.getStaticHead(page.path, origin, language) ?? null, boot: await pageBoot.home(page.redirect ? undefined : at) };
    }
    // Any other page the manifest says the server draws (the categories, the cart's frame).
    const boot = page.draw ? await pageBoot.page(page.id as ServerDrawnPageId, at) : undefined;
    return { status: 200, head: seo.getStaticHead(page.path, origin, language) ?? null, boot };
  }

  async function pageFor(request: FastifyRequest, pathname: string): Promise<Page> {
    const match = matchPage(pathname);
    if (!match) return notFound(languageOf(request));
    return seo ? answerOf(request, match.page, match.params, seo) : { status: 200, head: null };
  }

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/build-tools/precompress.ts).
      preCompressed: true,
      // Not the build's manifest (.vite/manifest.json): it is read by the server, not served.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
  }

  /**
   * A page in the shopper's language (its `<html lang>`, its head and its drawn view): an address's
   * `?lang=` is remembered in the language cookie, as the storefront would remember the choice.
   * Its head lists its addresses in every language (hreflang), the one asked for as canonical.
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, { status, head, boot }: Page) => {
    const chosen = addressLanguageOf(request);
    const addressLanguage = isStoreLanguage(chosen) ? chosen : undefined;
    if (addressLanguage && addressLanguage !== cookieLanguageOf(request)) reply.header('set-cookie', languageCookie(addressLanguage));
    const language = languageOf(request);
    const addressedHead = head && withLanguageAddresses(head, addressLanguage);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(getTemplate().render(addressedHead, boot ? renderBootTags(boot) : '', boot && drawnMarkupOf(boot), language));
  };
  // The staff side is not the storefront: no head of its own, nothing drawn, never indexed (its HTML says so).
  const sendStaffPage = (reply: FastifyReply, pathname: string) =>
    reply
      .status(isKnownStaffPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(getStaffPage());
  const sendAppShell = async (request: FastifyRequest, pathname: string, reply: FastifyReply) =>
    isStaffPath(pathname) ? sendStaffPage(reply, pathname) : sendPage(request, reply, await pageFor(request, pathname));

  if (pages) pages.sendNotFound = (request, reply) => sendPage(request, reply, notFound(languageOf(request)));

  // A page address with a broken %-encoding or control characters is a page the store does not have.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || /^\/(api|media)\//.test(request.url)) return;
    if (!isReadablePath(request.url.split('?')[0] ?? '/')) return sendPage(request, reply, notFound(languageOf(request)));
  });

  // The static plugin would answer the root folder itself with 403.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendAppShell(request, '/', reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPageRequest || pathname.startsWith('/media/') || path.extname(pathname) !== '') {
      return reply.status(404).send(fail(REQUEST_MESSAGES.noRoute(request.method, pathname)));
    }
    return sendAppShell(request, pathname, reply);
  });
}
