/**
 * The storefront's pages, in one table (docs/architecture.md, "The page manifest"). The web
 * router draws each row's component (PAGE_COMPONENTS in apps/web/src/app/routes.tsx maps ids to
 * lazy page modules); the server answers 200 for a row's path and 404 for any other page path, writes the
 * row's kind of head, draws its first view and lists it in the sitemap. Links are built with
 * `href()`. Adding a page is a row in PAGES, its row in PAGE_SERVING (the type checker asks for
 * it) and its component. A path left out is `/{id}`: the first view's budget counts every byte.
 *
 * One table in two parts joined by the page id: the storefront's first view carries PAGES (its
 * JavaScript budget, e2e/first-view-budget.spec.ts, has no room for columns only the server
 * reads); PAGE_SERVING is tree-shaken out of it. Titles and descriptions live in the API, in the four languages.
 */

/** What the server writes into a page's head (apps/api/src/modules/pages/heads). */
export type PageHeadKind =
  | 'home'
  | 'categories'
  /** /products: of one category when the query names one. */
  | 'listing'
  /** By its slug (or `?id=`); 404 for a product the store does not sell. */
  | 'product'
  /** An article by its slug; 404 for one not published. */
  | 'blog-post'
  /** A policy page by its slug; 404 for one the store does not have. */
  | 'policy'
  /** A title and description of its own, in each language (the API's heads/head-texts.ts, `content`). */
  | 'content'
  /** A shopper's own page: named, never indexed (the API's heads/head-texts.ts, `private`). */
  | 'private'
  /** The app shell's own head. */
  | 'none';

/** What the router needs of a page. */
export interface PageRoute {
  /** React Router pattern (`:name` is one segment); `/{id}` when left out. */
  path?: string;
  /** The page only sends the shopper here (a known page's path), keeping the query. */
  redirect?: string;
}

/** What the server needs of a page. */
export interface PageServing {
  head: PageHeadKind;
  /** The server draws the page's first view from this module (under apps/web/src/app/pages) and preloads its picture. */
  draw?: string;
  /** The page asks the shopper to sign in. */
  session?: true;
  /** Listed in the sitemap (pages with a slug list their rows there instead). */
  sitemap?: true;
}

/** A page with both parts of its row. */
export interface PageRow extends PageRoute, PageServing {
  id: PageId;
  path: string;
}

/** The pages by id: path (when it is not `/{id}`) and redirect. */
export const PAGES = {
  root: { path: '/', redirect: '/home' },
  home: {},
  products: {},
  categories: {},
  product: { path: '/product/:slug' },
  // The old addresses of a product: by `?id=` or by slug.
  'product-detail-query': { path: '/product-detail' },
  'product-detail': { path: '/product-detail/:slug' },
  shop: { redirect: '/products' },
  collections: { redirect: '/products' },
  login: {},
  'user-login': { path: '/user/login', redirect: '/login' },
  signup: {},
  'forgot-password': {},
  'reset-password': {},
  'access-denied': {},
  profile: {},
  'user-profile': { redirect: '/profile' },
  // The order list is a tab of the profile.
  orders: {},
  order: { path: '/orders/:id' },
  'track-order': {},
  cart: {},
  checkout: {},
  'order-confirmation': {},
  wishlist: {},
  // A wishlist its owner shared: anyone with the link sees it; never indexed.
  'shared-wishlist': { path: '/wishlist/shared/:token' },
  coupons: {},
  about: {},
  contact: {},
  blog: {},
  'blog-post': { path: '/blog/:slug' },
  faq: {},
  testimonial: {},
  'all-testimonial': {},
  team: {},
  'store-locator': {},
  'ring-size-guide': {},
  'old-gold': {},
  'gold-plan': {},
  // Booking a showroom visit, a video call or try at home; a video call's link page.
  appointments: {},
  'appointment-video': { path: '/appointments/video/:token' },
  // Verifying a certificate: the form, and one certificate with its piece by the number printed on it.
  certificate: {},
  'certificate-number': { path: '/certificate/:number' },
  brand: {},
  offer: {},
  offers: {},
  social: {},
  // Policy pages: the privacy policy and terms, and those staff write.
  policy: { path: '/page/:slug' },
  'privacy-policy': { redirect: '/page/privacy-policy' },
  privacy: { redirect: '/page/privacy-policy' },
  terms: { redirect: '/page/terms-of-service' },
  'terms-of-service': { redirect: '/page/terms-of-service' },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof PAGES;
/** Pages with a component of their own (not only a redirect). */
export type DrawnPageId = { [Id in PageId]: (typeof PAGES)[Id] extends { redirect: string } ? never : Id }[PageId];

const PRODUCT_MODULE = 'product-detail/product-detail-page';

/** The pages by id: what the server does with each (every page has its row: the type says so). */
export const PAGE_SERVING = {
  root: { head: 'home' },
  home: { head: 'home', draw: 'home/home-page', sitemap: true },
  products: { head: 'listing', draw: 'products/products-page', sitemap: true },
  categories: { head: 'categories', draw: 'categories/categories-page', sitemap: true },
  product: { head: 'product', draw: PRODUCT_MODULE },
  'product-detail-query': { head: 'product', draw: PRODUCT_MODULE },
  'product-detail': { head: 'product', draw: PRODUCT_MODULE },
  shop: { head: 'none' },
  collections: { head: 'none' },
  login: { head: 'none' },
  'user-login': { head: 'none' },
  signup: { head: 'none' },
  'forgot-password': { head: 'none' },
  'reset-password': { head: 'none' },
  'access-denied': { head: 'none' },
  profile: { head: 'private', session: true },
  'user-profile': { head: 'none' },
  orders: { head: 'private', session: true },
  order: { head: 'private', session: true },
  'track-order': { head: 'content' },
  // The cart's frame (heading, the summary's place) is drawn; the shopper's lines fill it in.
  cart: { head: 'private', draw: 'cart/cart-page' },
  checkout: { head: 'private' },
  'order-confirmation': { head: 'private' },
  wishlist: { head: 'private' },
  'shared-wishlist': { head: 'private' },
  coupons: { head: 'none' },
  about: { head: 'content', sitemap: true },
  contact: { head: 'content', sitemap: true },
  blog: { head: 'content', sitemap: true },
  'blog-post': { head: 'blog-post' },
  faq: { head: 'content', sitemap: true },
  testimonial: { head: 'content', sitemap: true },
  'all-testimonial': { head: 'content' },
  team: { head: 'content', sitemap: true },
  'store-locator': { head: 'content', sitemap: true },
  'ring-size-guide': { head: 'content', sitemap: true },
  // The calculator asks the API; the server writes the head only.
  'old-gold': { head: 'content', sitemap: true },
  // The plans and the calculator come from the API; the server writes the head only.
  'gold-plan': { head: 'content', sitemap: true },
  // The slots and the shopper's choices come from the API; nothing to index.
  appointments: { head: 'private' },
  'appointment-video': { head: 'private' },
  certificate: { head: 'content', sitemap: true },
  // One certificate: the API answers it; a number is nothing to index.
  'certificate-number': { head: 'private' },
  brand: { head: 'none', session: true },
  offer: { head: 'content' },
  offers: { head: 'content' },
  social: { head: 'content' },
  policy: { head: 'policy' },
  'privacy-policy': { head: 'none' },
  privacy: { head: 'none' },
  terms: { head: 'none' },
  'terms-of-service': { head: 'none' },
} as const satisfies { [Id in PageId]: PageServing };

/** The ids of the pages whose head is of one kind. */
export type PageIdOfHead<Kind extends PageHeadKind> = {
  [Id in PageId]: (typeof PAGE_SERVING)[Id] extends { head: Kind } ? Id : never;
}[PageId];
/** The ids of the pages whose first view the server draws. */
export type ServerDrawnPageId = { [Id in PageId]: (typeof PAGE_SERVING)[Id] extends { draw: string } ? Id : never }[PageId];

/** A page's path pattern. */
export type PathOf<Id extends PageId> = (typeof PAGES)[Id] extends { path: infer Path extends string } ? Path : `/${Id}`;

/** A page's path pattern. */
export function pathOf<Id extends PageId>(id: Id): PathOf<Id> {
  return ((PAGES[id] as PageRoute).path ?? `/${id}`) as PathOf<Id>;
}

type ParamsOfPath<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOfPath<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
/** `href()`'s arguments: the path's parameters when it has any, then an optional query. */
type HrefArgs<Id extends PageId> = [ParamsOfPath<PathOf<Id>>] extends [never]
  ? [params?: Record<string, never>, query?: Record<string, string>]
  : [params: Record<ParamsOfPath<PathOf<Id>>, string>, query?: Record<string, string>];

/** A page's address: its path with each parameter filled in (encoded), then the query if any. */
export function href<Id extends PageId>(id: Id, ...[params, query]: HrefArgs<Id>): string {
  const values: Record<string, string> = params ?? {};
  const path = pathOf(id).replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(values[name]!));
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** Every page with both parts of its row, in the table's order. */
export function pageRows(): PageRow[] {
  return (Object.keys(PAGES) as PageId[]).map(pageOf);
}

/** The page of an id, both parts of its row. */
export function pageOf(id: PageId): PageRow {
  return { id, ...(PAGES[id] as PageRoute), path: pathOf(id), ...(PAGE_SERVING[id] as PageServing) };
}

/** The page a path (query ignored, trailing slash allowed) is, with its parameters as sent (not decoded). */
export function matchPage(pathname: string): { page: PageRow; params: Record<string, string> } | undefined {
  const parts = splitPath(pathname);
  for (const id of Object.keys(PAGES) as PageId[]) {
    const pattern = splitPath(pathOf(id));
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (pattern.every((segment, i) => (segment.startsWith(':') ? ((params[segment.slice(1)] = parts[i]!), true) : segment === parts[i]))) {
      return { page: pageOf(id), params };
    }
  }
  return undefined;
}

/** The path's segments, without the query. */
export function splitPath(pathname: string): string[] {
  return pathname.split('?')[0]!.split('/').filter(Boolean);
}
