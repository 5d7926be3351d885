/**
 * The main navbar (spec A section 2): Categories opens the category overview
 * (DECISIONS section 4), the others the collection with a sensible filter. New Arrivals
 * is the newest-first order (the catalogue has no new-arrival tags); Most Popular shows
 * the featured pieces. About Us waits for its page.
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
