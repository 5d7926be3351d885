import { expect, type APIRequestContext, type Locator, type Page } from './test';

/** One address of the route table (apps/web/src/app/routes.tsx) and what shows its real content. */
export interface RouteVisit {
  path: string;
  ready: (page: Page) => Locator;
  /** Holds self-moving content still, as a shopper can, so a cross-fade is never measured half-way. */
  hold?: (page: Page) => Promise<void>;
}

/** Real slugs and ids from the running store, so every parameterised route shows a real page. */
export interface StoreFacts {
  product: { _id: string; slug: string; name: string };
  blog: { slug: string; title: string };
  contentPages: string[];
  /** A diamond piece with a certificate (the demo store's seed) and that certificate's number. */
  certificate: { productSlug: string; number: string };
}

/** A diamond piece the demo store gives a sample IGI certificate (apps/api/src/db/seed/certificates.ts). */
const CERTIFIED_PIECE = 'diamond-eternity-bangle';

interface Listed<T> {
  data: T[];
}

export async function readStoreFacts(request: APIRequestContext, page: Page): Promise<StoreFacts> {
  const products = (await (await request.get('/api/public/product?limit=20')).json()) as Listed<{
    _id: string;
    slug: string;
    name: { en: string } | string;
    inventory: { quantity: number };
    variants: unknown[];
  }>;
  const posts = (await (await request.get('/api/public/blog?limit=1')).json()) as Listed<{ slug: string; title: { en: string } | string }>;
  const certified = (await (await request.get(`/api/public/product/${CERTIFIED_PIECE}`)).json()) as { data: { certificates: Array<{ number: string }> } };
  // A piece in stock without variants to choose, so the signed-in shopper can put it in the cart.
  const product = products.data.find((listed) => listed.inventory.quantity > 3 && listed.variants.length === 0)!;
  const post = posts.data[0]!;
  const english = (text: { en: string } | string) => (typeof text === 'string' ? text : text.en);
  // The content pages the store links to from its footer, as a shopper finds them.
  await page.goto('/home');
  const links = page.getByRole('contentinfo').locator('a[href^="/page/"]');
  await expect(links.first()).toBeAttached();
  const contentPages = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.slice('/page/'.length)));
  expect(contentPages.length).toBeGreaterThan(0);
  return {
    product: { _id: product._id, slug: product.slug, name: english(product.name) },
    blog: { slug: post.slug, title: english(post.title) },
    contentPages,
    certificate: { productSlug: CERTIFIED_PIECE, number: certified.data.certificates[0]!.number },
  };
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const firstCard = (page: Page) => page.locator('main article').first();

/** The shop's routes anyone may open (the redirects `/`, /shop and /collections land on these). */
export function shopRoutes(facts: StoreFacts): RouteVisit[] {
  const productPage = h1(facts.product.name);
  return [
    {
      path: '/home',
      ready: (page) => page.getByTestId('hero-carousel'),
      hold: (page) => page.getByRole('button', { name: 'Pause the slides' }).click(),
    },
    { path: '/products', ready: firstCard },
    { path: '/categories', ready: (page) => page.getByTestId('category-count').first() },
    { path: `/product/${facts.product.slug}`, ready: productPage },
    { path: `/product-detail/${facts.product.slug}`, ready: productPage },
    { path: `/product-detail?id=${facts.product._id}`, ready: productPage },
    { path: '/cart', ready: h1('Shopping Cart') },
    { path: '/coupons', ready: (page) => page.getByTestId('coupon-card').first() },
    { path: '/order-confirmation', ready: h1('Order not found') },
    { path: '/track-order', ready: h1('Track your order') },
    { path: '/login', ready: h1('Welcome back') },
    { path: '/signup', ready: h1('Create your account') },
    { path: '/forgot-password', ready: h1('Forgot your password?') },
    { path: '/reset-password', ready: h1('Choose a new password') },
    { path: '/access-denied', ready: h1('You cannot open this page') },
    { path: '/no-such-page', ready: h1('Page not found') },
  ];
}

/** The store's content routes anyone may open. */
export function contentRoutes(facts: StoreFacts): RouteVisit[] {
  return [
    // Written from the store settings (legal-), or in staff's own words (policy-), which a staff journey may publish meanwhile.
    ...facts.contentPages.map((slug) => ({ path: `/page/${slug}`, ready: (page: Page) => page.locator(`[data-testid="legal-${slug}"], [data-testid="policy-${slug}"]`) })),
    { path: '/about', ready: h1('About Aabhushan') },
    { path: '/contact', ready: h1('Contact Us') },
    { path: '/blog', ready: firstCard },
    { path: `/blog/${facts.blog.slug}`, ready: h1(facts.blog.title) },
    { path: '/faq', ready: (page) => page.locator('main button[aria-expanded]').first() },
    { path: '/testimonial', ready: (page) => page.getByText('Verified Buyer').first() },
    { path: '/all-testimonial', ready: (page) => page.getByText('Verified Buyer').first() },
    { path: '/team', ready: firstCard },
    { path: '/store-locator', ready: firstCard },
    { path: '/ring-size-guide', ready: (page) => page.getByRole('table') },
    { path: '/old-gold', ready: (page) => page.getByTestId('book-valuation').getByRole('listitem').first() },
    { path: '/gold-plan', ready: (page) => page.getByTestId('gold-plan-value') },
    { path: '/appointments', ready: (page) => page.getByTestId('appointment-slot').first() },
    {
      path: `/product/${facts.certificate.productSlug}`,
      ready: (page) => page.getByRole('tablist'),
      // The certificates load as the shopper nears them: brought into view and waited for.
      hold: async (page) => {
        await page.getByRole('tablist').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('product-certificates').getByTestId('certificate').first()).toBeVisible();
      },
    },
    { path: '/certificate', ready: h1('Verify a certificate') },
    { path: `/certificate/${facts.certificate.number}`, ready: (page) => page.getByTestId('certificate-piece') },
    { path: '/certificate/NO-SUCH-CERTIFICATE', ready: h1('No certificate with this number') },
    { path: '/offer', ready: h1('Offers and Collections') },
    { path: '/offers', ready: h1('Offers and Collections') },
    { path: '/social', ready: h1('Aabhushan on Social Media') },
  ];
}

/** The routes that need a signed-in shopper, with the shopper's own order. */
export function accountRoutes(order: { id: string; orderNumber: string }, firstName: string): RouteVisit[] {
  const orderCard = (page: Page) => page.getByRole('article', { name: `Order ${order.orderNumber}` });
  return [
    { path: '/profile', ready: h1(`Hello, ${firstName}`) },
    { path: '/profile?tab=orders', ready: orderCard },
    { path: '/orders', ready: orderCard },
    { path: '/profile?tab=wishlist', ready: (page) => page.getByTestId('wishlist-item').first() },
    { path: '/profile?tab=addresses', ready: (page) => page.getByTestId('address-card').first() },
    { path: '/profile?tab=profile', ready: (page) => page.getByRole('button', { name: 'Edit Profile' }) },
    { path: '/profile?tab=security', ready: (page) => page.getByLabel('Current password') },
    { path: '/profile?tab=appointments', ready: (page) => page.getByRole('link', { name: 'Book an appointment' }).first() },
    { path: `/orders/${order.id}`, ready: h1(`Order ${order.orderNumber}`) },
    { path: `/order-confirmation?orderId=${order.id}`, ready: (page) => page.getByTestId('order-number') },
    { path: '/cart', ready: (page) => page.getByTestId('summary-total') },
    { path: '/checkout', ready: (page) => page.getByRole('navigation', { name: 'Checkout steps' }) },
    { path: '/wishlist', ready: (page) => page.getByTestId('wishlist-item').first() },
    { path: '/brand', ready: (page) => page.getByRole('region', { name: 'Our Brand Partners' }) },
  ];
}

/**
 * Waits until the page shows its real content: the route's own marker, a cross-fading carousel
 * paused, every section below the fold mounted (they load as the shopper scrolls near them), no
 * skeleton or loading status left, and entrance animations finished (a half-faded heading would
 * be measured at half contrast).
 */
export async function settle(page: Page, visit: RouteVisit) {
  await expect(visit.ready(page)).toBeVisible();
  await visit.hold?.(page);
  await page.evaluate(async () => {
    // A section mounts within 600 px of the viewport: a step a little longer than the screen.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight + 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
