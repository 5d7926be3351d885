/**
 * The contract between the server, which puts a page's first public API answers into its HTML
 * (apps/api/src/plugins/page-boot.ts), and the storefront, which takes them instead of asking
 * (apps/web/src/lib/boot-answers.ts): the element they travel in and the addresses they are
 * filed under, which must be exactly the ones the pages ask for.
 */
export const BOOT_ANSWERS_ELEMENT_ID = 'boot-answers';

/** GET of one product by slug or _id, as the product page asks for it. */
export function productApiPath(slugOrId: string): string {
  return `/api/public/product/${encodeURIComponent(slugOrId)}`;
}

/** GET of the live banners (hero slides and offers). */
export const BANNERS_API_PATH = '/api/public/banner';
