import type { FastifyInstance } from 'fastify';
import { selectBanners } from '@aabhushan/shared/rules/banners';
import { getOpeningImage } from '@aabhushan/shared/rules/product-images';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { pageRows, type PageIdOfHead, type ServerDrawnPageId } from '@aabhushan/shared/pages/page-manifest';
import { BANNERS_API_PATH, FIRST_VIEW_STATE_ELEMENT_ID, productApiPath } from '@aabhushan/shared/first-view';
import { isDatabaseUnavailable, StoreBusyError } from '../../../db/database-unavailable';
import { escapeHtml } from '../../../lib/escape-html';
import { toScriptJson, type DrawnMarkup } from '../page-template';
import { createResponseCache } from '../../../lib/response-cache';
import type { PageFiles, PageStyles } from './page-styles';
import type { DrawnView, FirstView, PageAddress, RenderFirstView } from './server-side-rendering';
import { getCacheKey } from '../../../plugins/public-cache';

/**
 * What a page's first view waits for, started by its HTML instead of by its scripts. A phone
 * otherwise fetches the scripts, runs them, asks the API, draws, and only then asks for the
 * picture: the largest paint waited for all of it in turn. The HTML carries the page's first
 * view already drawn, with the data it was drawn from (the storefront starts from that data:
 * apps/web/src/main.tsx), and preloads the picture of the largest paint.
 */
export interface PageBoot {
  firstView?: FirstView;
  /** The page's own stylesheets (page-styles.ts), which its first view is drawn with. */
  styles?: PageStyles;
  /** The page's own scripts (page-styles.ts), preloaded with the entry's after the first paint. */
  scripts?: string[];
  /** Same-origin path of the image the page opens on. */
  preloadImage?: string;
}

/** The storefront's page modules (apps/web/src/app/pages) whose first view the server draws, by page id (the page manifest's `draw`). */
export const PAGE_MODULES = Object.fromEntries(
  pageRows().flatMap((page) => (page.draw ? [[page.id, `src/app/pages/${page.draw}.tsx`]] : [])),
) as Record<DrawnPage, string>;
export type DrawnPage = ServerDrawnPageId;

const NO_FILES: PageFiles = { styles: () => ({ text: '', hrefs: [] }), scripts: () => [] };

/** Drawn views kept: as long and as many as the public answers they are drawn from (spec B section 9). */
const DRAWN_VIEWS = { ttlMs: 5 * 60 * 1000, maxEntries: 100 };

/** The head's part: the preloaded picture and the first view's data. */
export function renderBootTags({ firstView, preloadImage }: PageBoot): string {
  let tags = '';
  // Only the store's own images: an absolute address from a banner is left to the page.
  if (preloadImage?.startsWith('/')) tags += `<link rel="preload" as="image" href="${escapeHtml(preloadImage)}" fetchpriority="high">`;
  if (firstView) {
    tags += `<script type="application/json" id="${FIRST_VIEW_STATE_ELEMENT_ID}">${toScriptJson(JSON.stringify(firstView.state))}</script>`;
  }
  return tags;
}

/**
 * The drawn view for the template (page-template.ts): its markup, for inside the root, and the page's
 * own styles, for just before the root. There they come after every stylesheet of the head,
 * those the page's code adds while it loads included (the same rules, applied in another order
 * for a moment, moved the product page by 24 px); outside the root, they are not part of the
 * markup the storefront hydrates.
 */
export function drawnMarkupOf({ firstView, styles, scripts = [] }: PageBoot): DrawnMarkup | undefined {
  return firstView && { html: firstView.html, styles: styles?.text ? `<style>${styles.text}</style>${disabledLinks(styles.hrefs)}` : '', scripts };
}

/**
 * The same stylesheets as links that are disabled: never fetched nor applied, they tell the
 * storefront's loader (Vite's preload of a lazy page) that these are on the page already, so it
 * does not add them again as the page's code loads. Each one it added restyled the whole drawn
 * page: tasks of 58 to 120 ms on a product page at a CPU four times slower.
 */
function disabledLinks(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`).join('');
}

/**
 * The boot of the pages a shopper lands on: the home page (the first hero slide's image), the
 * listings and a product page (its opening image). Answers come from the app itself (through
 * the public answer cache), so they are exactly what the API says. A first view that fails to
 * draw is logged and left out: the page then draws itself in the browser, as it always could.
 * An answer of 503 (the database does not answer) fails the page itself: the shopper is told the
 * store is busy (plugins/busy-page.ts) rather than shown a page of failed reads.
 */
export function createPageBoot(app: FastifyInstance, renderFirstView?: RenderFirstView, pageFiles: PageFiles = NO_FILES) {
  async function answer<T>(url: string): Promise<T | undefined> {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode === 503) throw new StoreBusyError(url);
    return response.statusCode === 200 ? (JSON.parse(response.body) as { data: T }).data : undefined;
  }

  // A drawn view is reused only while every answer it was drawn from is still the one in the
  // public answer cache: a write that changes one drops it there (and 5 minutes end it), and the
  // answer read again after the write is a new entry, so a reused view never shows what the API
  // would no longer say. A view drawn across a write (the cache's generation moved) is not kept.
  const drawnViews = createResponseCache<{ drawn: DrawnView; answers: unknown[] }>(DRAWN_VIEWS);
  const answersOf = (reads: string[]) => reads.map((url) => app.publicCache.get(getCacheKey(url)));
  const isCurrent = (kept: { drawn: DrawnView; answers: unknown[] }) =>
    answersOf(kept.drawn.reads).every((answer, index) => answer !== undefined && answer === kept.answers[index]);

  async function drawnView(at: PageAddress): Promise<DrawnView | null> {
    // One view per address and language.
    const key = `${at.language} ${at.url}`;
    const kept = drawnViews.get(key);
    if (kept && isCurrent(kept)) return kept.drawn;
    const generation = app.publicCache.generation;
    const drawn = await renderFirstView!(at);
    if (drawn?.storeBusy) throw new StoreBusyError(at.url);
    // A view drawn while a read failed (the database busy, say) is not kept: the next visit draws again.
    if (drawn?.complete && app.publicCache.generation === generation) drawnViews.set(key, { drawn, answers: answersOf(drawn.reads) });
    return drawn;
  }

  async function draw(page: DrawnPage, at: PageAddress): Promise<Pick<PageBoot, 'firstView' | 'styles' | 'scripts'>> {
    if (!renderFirstView) return {};
    try {
      const pageModule = PAGE_MODULES[page];
      return { firstView: (await drawnView(at))?.view, styles: pageFiles.styles(pageModule), scripts: pageFiles.scripts(pageModule) };
    } catch (error) {
      // The database does not answer: the page says so (503) rather than showing a view of failed reads.
      if (isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error, url: at.url, language: at.language }, 'The first view of a page could not be drawn');
      return {};
    }
  }

  return {
    async product(productKey: string, at: PageAddress, page: PageIdOfHead<'product'> = 'product'): Promise<PageBoot | undefined> {
      const product = await answer<Product>(productApiPath(productKey));
      return product && { preloadImage: getOpeningImage(product)?.url, ...(await draw(page, at)) };
    },
    /** `at` undefined: the address only redirects to the home page (`/`), nothing to draw. */
    async home(at: PageAddress | undefined, now = new Date()): Promise<PageBoot> {
      const banners = await answer<Banner[]>(BANNERS_API_PATH);
      const preloadImage = banners && selectBanners(banners, 'hero', now)[0]?.images[0]?.url;
      return { preloadImage, ...(at ? await draw('home', at) : {}) };
    },
    async page(page: DrawnPage, at: PageAddress): Promise<PageBoot> {
      return draw(page, at);
    },
  };
}
