import type { FastifyInstance } from 'fastify';
import { selectBanners } from '@aabhushan/shared/rules/banners';
import { getOpeningImage } from '@aabhushan/shared/rules/product-images';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { escapeHtml } from '../lib/escape-html';
import { toScriptJson } from '../modules/seo/seo-html';
import type { PageChunks } from './page-chunks';

/**
 * What a page's first view waits for, started by its HTML instead of by its scripts. A phone
 * otherwise fetches the scripts, runs them, asks the API, and only then the picture: the
 * largest paint waited for all four in turn. The page's own public API answer comes inside
 * the HTML (the storefront's api-client takes it, once, instead of asking: lib/boot-answers.ts
 * in the web app), the picture of the largest paint is preloaded, and so is the page's own code,
 * which the scripts would otherwise ask for only once they run.
 */
export interface PageBoot {
  /** Public API answers (envelope JSON) by the exact address the page asks for them. */
  answers: Array<{ url: string; json: string }>;
  /** Same-origin path of the image the page opens on. */
  preloadImage?: string;
  /** The page's lazily loaded scripts and styles (page-chunks.ts). */
  chunks?: PageChunks;
}

/** The storefront's page modules (apps/web/src/app/routes.tsx) whose code the HTML starts loading. */
export const PAGE_MODULES = {
  home: 'src/app/pages/home/home-page.tsx',
  products: 'src/app/pages/products/products-page.tsx',
  product: 'src/app/pages/product-detail/product-detail-page.tsx',
  cart: 'src/app/pages/cart/cart-page.tsx',
} as const;
export type BootedPage = keyof typeof PAGE_MODULES;

/** The element the storefront reads the answers from (apps/web/src/lib/boot-answers.ts). */
export const BOOT_ANSWERS_ID = 'boot-answers';

export function renderBootTags({ answers, preloadImage, chunks }: PageBoot): string {
  let tags = '';
  for (const script of chunks?.scripts ?? []) tags += `<link rel="modulepreload" href="${escapeHtml(script)}">`;
  for (const style of chunks?.styles ?? []) tags += `<link rel="preload" as="style" href="${escapeHtml(style)}">`;
  // Only the store's own images: an absolute address from a banner is left to the page.
  if (preloadImage?.startsWith('/')) tags += `<link rel="preload" as="image" href="${escapeHtml(preloadImage)}" fetchpriority="high">`;
  if (answers.length > 0) {
    const json = `{${answers.map(({ url, json: answer }) => `${JSON.stringify(url)}:${answer}`).join(',')}}`;
    tags += `<script type="application/json" id="${BOOT_ANSWERS_ID}">${toScriptJson(json)}</script>`;
  }
  return tags;
}

/** The product page's API address, built as the storefront builds it (features/catalogue/api/get-product.ts). */
export function productAnswerUrl(productKey: string): string {
  return `/api/public/product/${encodeURIComponent(productKey)}`;
}

export const BANNERS_URL = '/api/public/banner';

/**
 * The boot of the store's busiest pages: their code, and where the largest paint waits on the
 * API, the answer and the image: a product page (its product and opening image) and the home
 * page (its banners and the first hero slide's image). Answers come from the app itself
 * (through the public answer cache), so they are exactly what the API says.
 */
export function createPageBoot(app: FastifyInstance, pageChunks: (pageModule: string) => PageChunks) {
  async function answer<T>(url: string): Promise<{ url: string; json: string; data: T } | undefined> {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) return undefined;
    return { url, json: response.body, data: (JSON.parse(response.body) as { data: T }).data };
  }

  const chunksOf = (page: BootedPage) => pageChunks(PAGE_MODULES[page]);
  return {
    async product(productKey: string): Promise<PageBoot> {
      const found = await answer<Product>(productAnswerUrl(productKey));
      return { answers: found ? [found] : [], preloadImage: found && getOpeningImage(found.data)?.url, chunks: chunksOf('product') };
    },
    async home(now = new Date()): Promise<PageBoot> {
      const found = await answer<Banner[]>(BANNERS_URL);
      return { answers: found ? [found] : [], preloadImage: found && selectBanners(found.data, 'hero', now)[0]?.images[0]?.url, chunks: chunksOf('home') };
    },
    /** Pages whose first view needs only their code started early. */
    codeOnly(page: BootedPage): PageBoot {
      return { answers: [], chunks: chunksOf(page) };
    },
  };
}
export type PageBootSource = ReturnType<typeof createPageBoot>;
