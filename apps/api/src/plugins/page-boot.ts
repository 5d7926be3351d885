import type { FastifyInstance } from 'fastify';
import { selectBanners } from '@aabhushan/shared/rules/banners';
import { getOpeningImage } from '@aabhushan/shared/rules/product-images';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { BANNERS_API_PATH, BOOT_ANSWERS_ELEMENT_ID, productApiPath } from '@aabhushan/shared/boot-answers';
import { escapeHtml } from '../lib/escape-html';
import { toScriptJson } from '../modules/seo/seo-html';

/**
 * What a page's first view waits for, started by its HTML instead of by its scripts. A phone
 * otherwise fetches the scripts, runs them, asks the API, and only then the picture: the
 * largest paint waited for all four in turn. The page's own public API answer comes inside
 * the HTML (the storefront's api-client takes it, once, instead of asking: lib/boot-answers.ts
 * in the web app), and the picture of the largest paint is preloaded.
 */
export interface PageBoot {
  /** Public API answers (envelope JSON) by the exact address the page asks for them. */
  answers: Array<{ url: string; json: string }>;
  /** Same-origin path of the image the page opens on. */
  preloadImage?: string;
}

export function renderBootTags({ answers, preloadImage }: PageBoot): string {
  let tags = '';
  // Only the store's own images: an absolute address from a banner is left to the page.
  if (preloadImage?.startsWith('/')) tags += `<link rel="preload" as="image" href="${escapeHtml(preloadImage)}" fetchpriority="high">`;
  if (answers.length > 0) {
    const json = `{${answers.map(({ url, json: answer }) => `${JSON.stringify(url)}:${answer}`).join(',')}}`;
    tags += `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${toScriptJson(json)}</script>`;
  }
  return tags;
}

/**
 * The boot of the pages whose largest paint waits on the API: a product page (its product and
 * opening image) and the home page (its banners and the first hero slide's image). Answers come
 * from the app itself (through the public answer cache), so they are exactly what the API says.
 */
export function createPageBoot(app: FastifyInstance) {
  async function answer<T>(url: string): Promise<{ url: string; json: string; data: T } | undefined> {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) return undefined;
    return { url, json: response.body, data: (JSON.parse(response.body) as { data: T }).data };
  }

  return {
    async product(productKey: string): Promise<PageBoot | undefined> {
      const found = await answer<Product>(productApiPath(productKey));
      return found && { answers: [found], preloadImage: getOpeningImage(found.data)?.url };
    },
    async home(now = new Date()): Promise<PageBoot | undefined> {
      const found = await answer<Banner[]>(BANNERS_API_PATH);
      return found && { answers: [found], preloadImage: selectBanners(found.data, 'hero', now)[0]?.images[0]?.url };
    },
  };
}
export type PageBootSource = ReturnType<typeof createPageBoot>;
