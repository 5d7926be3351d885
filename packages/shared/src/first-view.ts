/**
 * The contract between the server, which draws a page's first view into its HTML
 * (apps/api/src/modules/pages/first-view/page-boot.ts with the storefront's apps/web/src/entry-server.tsx), and
 * the storefront, which starts from the data that view was drawn with instead of asking for
 * it again: the element that data travels in, and the API addresses the server reads first.
 */
import type { StoreLanguage } from './language-choice';

export const FIRST_VIEW_STATE_ELEMENT_ID = 'first-view-state';

/** GET of one product by slug or _id, as the product page asks for it. */
export function productApiPath(slugOrId: string): string {
  return `/api/public/product/${encodeURIComponent(slugOrId)}`;
}

/** GET of the live banners (hero slides and offers). */
export const BANNERS_API_PATH = '/api/public/banner';

/** A page's first view as the storefront's server entry draws it: its root markup and the data it was drawn from. */
export interface FirstView<State = unknown> {
  html: string;
  state: State;
}

/** A public GET of `url` (path and query) answered by the server itself: its status and parsed body. */
export type ServerAnswerSource = (url: string) => Promise<{ status: number; body: unknown }>;

/**
 * What the server entry exports (apps/web/src/entry-server.tsx), as the API loads it (apps/api/src/modules/pages/first-view/server-side-rendering.ts):
 * a function that draws a page address in one of the store's languages.
 */
export type CreateFirstViewRenderer = (readAnswer: ServerAnswerSource) => (url: string, language?: StoreLanguage) => Promise<FirstView | null>;
