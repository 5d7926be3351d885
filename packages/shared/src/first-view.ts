/**
 * The contract between the server, which draws a page's first view into its HTML
 * (apps/api/src/plugins/page-boot.ts with the storefront's apps/web/src/entry-server.tsx), and
 * the storefront, which starts from the data that view was drawn with instead of asking for
 * it again: the element that data travels in, and the API addresses the server reads first.
 */
export const FIRST_VIEW_STATE_ELEMENT_ID = 'first-view-state';

/** GET of one product by slug or _id, as the product page asks for it. */
export function productApiPath(slugOrId: string): string {
  return `/api/public/product/${encodeURIComponent(slugOrId)}`;
}

/** GET of the live banners (hero slides and offers). */
export const BANNERS_API_PATH = '/api/public/banner';
