import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * The main navbar (spec A section 2): Categories opens the category overview
 * (docs/decisions.md), the others the collection with a sensible filter. New Arrivals
 * is the newest-first order (the catalogue has no new-arrival tags); Most Popular shows
 * the featured pieces. About Us (ABOUT_LINK) closes the bar.
 */
export const NAV_ITEMS = [
  { key: 'nav.categories', to: href('categories') },
  { key: 'nav.newArrivals', to: href('products', {}, { sort: 'newest' }) },
  { key: 'nav.bestSeller', to: href('products', {}, { tag: 'bestseller' }) },
  { key: 'nav.mostPopular', to: href('products', {}, { tag: 'featured' }) },
  { key: 'nav.gifting', to: href('products', {}, { tag: 'gifting' }) },
] as const;

/** The one open panel of the shell (spec A section 4: opening one closes the others). */
export type Panel = 'menu' | 'search' | 'cart' | 'wishlist' | null;

/** The sidebars' element ids (the buttons that open them point here with aria-controls). */
export const CART_SIDEBAR_ID = 'cart-sidebar';
export const WISHLIST_SIDEBAR_ID = 'wishlist-sidebar';

/** The store's own pages (content issue): help for shoppers, and the stories behind the store. */
export const TRACK_LINK = { key: 'content.nav.track', to: href('track-order') } as const;
export const COUPONS_LINK = { key: 'content.nav.coupons', to: href('coupons') } as const;
export const CONTACT_LINK = { key: 'content.nav.contact', to: href('contact') } as const;

export const HELP_LINKS = [
  CONTACT_LINK,
  TRACK_LINK,
  COUPONS_LINK,
  { key: 'content.nav.faq', to: href('faq') },
  { key: 'content.nav.stores', to: href('store-locator') },
  { key: 'content.nav.ringSize', to: href('ring-size-guide') },
  { key: 'content.nav.oldGold', to: href('old-gold') },
  { key: 'content.nav.goldPlan', to: href('gold-plan') },
  { key: 'content.nav.certificate', to: href('certificate') },
] as const;

export const ABOUT_LINK = { key: 'content.nav.about', to: href('about') } as const;

export const STORY_LINKS = [
  ABOUT_LINK,
  { key: 'content.nav.blog', to: href('blog') },
  { key: 'content.nav.testimonials', to: href('testimonial') },
  { key: 'content.nav.team', to: href('team') },
  { key: 'content.nav.brands', to: href('brand') },
  { key: 'content.nav.offers', to: href('offer') },
  { key: 'content.nav.social', to: href('social') },
] as const;
