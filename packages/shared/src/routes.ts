/**
 * The storefront's page paths (spec A section 2 with DECISIONS section 4), built so far.
 * The web router renders them and the server answers any other non-API path with the
 * app shell and status 404. Add a path here when its page is built (the router's test fails
 * for a page drawn but missing here: a direct load of it would answer 404).
 */
export const PAGE_PATHS = [
  '/',
  '/home',
  '/products',
  '/categories',
  '/product/:slug',
  '/product-detail',
  '/product-detail/:slug',
  '/shop',
  '/collections',
  '/login',
  '/user/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/access-denied',
  '/profile',
  '/user-profile',
  '/orders',
  '/orders/:id',
  '/track-order',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/wishlist',
  // A wishlist its owner shared: anyone with the link sees it; the server answers it noindex.
  '/wishlist/shared/:token',
  '/coupons',
  '/about',
  '/contact',
  '/blog',
  '/blog/:slug',
  '/faq',
  '/testimonial',
  '/all-testimonial',
  '/team',
  '/store-locator',
  '/ring-size-guide',
  '/brand',
  '/offer',
  '/offers',
  '/social',
  // Policy pages: the privacy policy and terms, and those staff write; the server answers 404
  // for a slug with no page.
  '/page/:slug',
  '/privacy-policy',
  '/privacy',
  '/terms',
  '/terms-of-service',
] as const;

/** Paths that only redirect elsewhere in the app (DECISIONS section 4). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/home',
  '/shop': '/products',
  '/collections': '/products',
  '/user/login': '/login',
  '/user-profile': '/profile',
  '/privacy-policy': '/page/privacy-policy',
  '/privacy': '/page/privacy-policy',
  '/terms': '/page/terms-of-service',
  '/terms-of-service': '/page/terms-of-service',
};

/** Whether a page path (no query string) is one the store serves. */
export function isKnownPagePath(pathname: string): boolean {
  const parts = splitPath(pathname);
  return PAGE_PATHS.some((pattern) => matchesPattern(splitPath(pattern), parts));
}

/** The body class for a path: its first segment, `home` for the root (spec A section 2). */
export function getPageName(pathname: string): string {
  return splitPath(pathname)[0] ?? 'home';
}

function splitPath(pathname: string): string[] {
  return pathname.split('?')[0]!.split('/').filter(Boolean);
}

function matchesPattern(pattern: string[], parts: string[]): boolean {
  if (pattern.length !== parts.length) return false;
  return pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i]);
}
