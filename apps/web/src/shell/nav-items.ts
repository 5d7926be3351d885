/**
 * The main navbar (spec A section 2): Categories opens the category overview
 * (DECISIONS section 4), the others the collection with a sensible filter. New Arrivals
 * is the newest-first order (the catalogue has no new-arrival tags); Most Popular shows
 * the featured pieces. About Us (ABOUT_LINK) closes the bar.
 */
export const NAV_ITEMS = [
  { key: 'nav.categories', to: '/categories' },
  { key: 'nav.newArrivals', to: '/products?sort=newest' },
  { key: 'nav.bestSeller', to: '/products?tag=bestseller' },
  { key: 'nav.mostPopular', to: '/products?tag=featured' },
  { key: 'nav.gifting', to: '/products?tag=gifting' },
] as const;

/** The one open panel of the shell (spec A section 4: opening one closes the others). */
export type Panel = 'menu' | 'search' | 'cart' | 'wishlist' | null;

/** The sidebars' element ids (the buttons that open them point here with aria-controls). */
export const CART_SIDEBAR_ID = 'cart-sidebar';
export const WISHLIST_SIDEBAR_ID = 'wishlist-sidebar';

/** The store's own pages (content issue): help for shoppers, and the stories behind the store. */
export const TRACK_LINK = { key: 'content.nav.track', to: '/track-order' } as const;
export const COUPONS_LINK = { key: 'content.nav.coupons', to: '/coupons' } as const;

export const HELP_LINKS = [
  { key: 'content.nav.contact', to: '/contact' },
  TRACK_LINK,
  COUPONS_LINK,
  { key: 'content.nav.faq', to: '/faq' },
  { key: 'content.nav.stores', to: '/store-locator' },
  { key: 'content.nav.ringSize', to: '/ring-size-guide' },
] as const;

export const ABOUT_LINK = { key: 'content.nav.about', to: '/about' } as const;

export const STORY_LINKS = [
  ABOUT_LINK,
  { key: 'content.nav.blog', to: '/blog' },
  { key: 'content.nav.testimonials', to: '/testimonial' },
  { key: 'content.nav.team', to: '/team' },
  { key: 'content.nav.brands', to: '/brand' },
  { key: 'content.nav.offers', to: '/offer' },
  { key: 'content.nav.social', to: '/social' },
] as const;
