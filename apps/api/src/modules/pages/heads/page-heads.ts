import type { PageIdOfHead, PageRow } from '@aabhushan/shared/pages/page-manifest';
import type { PageHead } from '../page-template';

const SITE = 'Aabhushan';
export const HOME_TITLE = 'Aabhushan | Handcrafted Gold, Diamond and Silver Jewellery';
export const HOME_DESCRIPTION =
  'BIS hallmarked gold, certified diamonds and sterling silver, handcrafted in Jaipur since 1985 and delivered across India.';

/** Heads of the content pages without data of their own. */
export const CONTENT_PAGE_HEADS: Readonly<Record<PageIdOfHead<'content'>, { title: string; description: string }>> = {
  about: { title: 'About Aabhushan', description: 'A Jaipur family of jewellers since 1985: hallmarked gold, certified diamonds and sterling silver, made by hand.' },
  blog: { title: 'Journal', description: 'Jewellery trends, care tips, buying guides and stories from the Aabhushan workshop in Jaipur.' },
  faq: { title: 'Frequently Asked Questions', description: 'Hallmarking and HUID, making charges, returns, cash on delivery, sizing, care and the gold rate, answered.' },
  contact: { title: 'Contact Us', description: 'Write to Aabhushan, call us or visit the Jaipur flagship showroom. We reply within 24 hours.' },
  testimonial: { title: 'What Our Customers Say', description: 'Brides, gift-givers and everyday wearers on their Aabhushan jewellery.' },
  'all-testimonial': { title: 'What Our Customers Say', description: 'Every customer testimonial for Aabhushan jewellery.' },
  team: { title: 'Our Team', description: 'The jewellers, karigars and gemologists behind every Aabhushan piece.' },
  'store-locator': { title: 'Store Locator', description: 'Aabhushan showrooms in Jaipur, New Delhi and Mumbai, with hours, phone numbers and directions.' },
  offer: { title: 'Offers and Collections', description: 'Jewellery on sale now at Aabhushan, with the real end date of every offer.' },
  offers: { title: 'Offers and Collections', description: 'Jewellery on sale now at Aabhushan, with the real end date of every offer.' },
  social: { title: 'Aabhushan on Social Media', description: 'Follow Aabhushan on Instagram, Facebook, Pinterest and YouTube.' },
  'ring-size-guide': { title: 'Ring Size Guide', description: 'Find your ring size with a thread: Indian and US sizes with diameter and circumference in millimetres.' },
  'old-gold': { title: 'Old Gold Exchange', description: 'Estimate your old gold, silver or platinum at the day\'s rate, against new jewellery or for money, and book a valuation at a showroom.' },
  'gold-plan': { title: 'Gold Plan', description: 'Save a fixed amount each month for ten months and buy jewellery at maturity with what you saved and a bonus from the store. Work out your plan and enrol online.' },
  'track-order': { title: 'Track Your Order', description: 'Follow an Aabhushan order with its number and the e-mail or phone number used for it.' },
  certificate: { title: 'Verify a Certificate', description: 'Type the number printed on a diamond, gemstone or hallmark certificate and see the certificate and the Aabhushan piece it belongs to.' },
};

/** Heads of a shopper's own pages: named, never indexed (nothing on them is for a search engine). */
export const PRIVATE_PAGE_TITLES: Readonly<Record<PageIdOfHead<'private'>, string>> = {
  checkout: 'Checkout',
  'order-confirmation': 'Order Confirmation',
  orders: 'Your Order',
  order: 'Your Order',
  cart: 'Your Cart',
  profile: 'Your Profile',
  wishlist: 'Your Wishlist',
  // Someone's shared wishlist: not the reader's own, and only for those given the link.
  'shared-wishlist': 'A Shared Wishlist',
  appointments: 'Book an Appointment',
  'appointment-video': 'Your Video Call',
  // One certificate by its number: for the shopper holding the paper, not for search engines.
  'certificate-number': 'Certificate Verification',
};

/**
 * The head of a page without data of its own, by the kind the page manifest gives it
 * (packages/shared/src/pages/page-manifest.ts); undefined for the app shell's own head.
 */
export function staticHeadOf(page: PageRow, origin: string): PageHead | undefined {
  switch (page.head) {
    case 'home':
      return { title: HOME_TITLE, description: HOME_DESCRIPTION, canonicalUrl: `${origin}/home` };
    case 'categories':
      return {
        title: `Jewellery Categories | ${SITE}`,
        description: 'Browse every Aabhushan category: necklaces, earrings, rings, bracelets, bangles, sets, anklets, mangalsutra and nose pins.',
        canonicalUrl: `${origin}${page.path}`,
      };
    case 'content': {
      const content = CONTENT_PAGE_HEADS[page.id as PageIdOfHead<'content'>];
      return { title: `${content.title} | ${SITE}`, description: content.description, canonicalUrl: `${origin}${page.path}` };
    }
    case 'private':
      return { title: `${PRIVATE_PAGE_TITLES[page.id as PageIdOfHead<'private'>]} | ${SITE}`, description: HOME_DESCRIPTION, noIndex: true };
    default:
      return undefined;
  }
}
