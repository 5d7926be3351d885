import { toMetaDescription, type PageHead } from './seo-html';
import type { BlogHeadRow } from './blog-head.repository';

const SITE = 'Aabhushan';

/** An article's head: its title, summary, image and Article JSON-LD (like the product pages' Product). */
export function blogHead(row: BlogHeadRow, origin: string): PageHead {
  const url = `${origin}/blog/${encodeURIComponent(row.slug)}`;
  const image = /^https?:\/\//.test(row.imageUrl) ? row.imageUrl : `${origin}${row.imageUrl}`;
  return {
    title: `${row.title.en} | ${SITE}`,
    description: toMetaDescription(row.summary),
    canonicalUrl: url,
    ogType: 'article',
    imageUrl: image,
    extraMeta: { 'article:published_time': row.publishedAt.toISOString(), 'article:author': row.author },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: row.title.en,
      description: row.summary,
      image: [image],
      datePublished: row.publishedAt.toISOString(),
      dateModified: row.updatedAt.toISOString(),
      author: { '@type': 'Person', name: row.author },
      publisher: { '@type': 'Organization', name: SITE },
      keywords: row.tags.join(', '),
      mainEntityOfPage: url,
    },
  };
}

/** Heads of the content pages without data of their own. */
export const CONTENT_PAGE_HEADS: Readonly<Record<string, { title: string; description: string }>> = {
  '/about': { title: 'About Aabhushan', description: 'A Jaipur family of jewellers since 1985: hallmarked gold, certified diamonds and sterling silver, made by hand.' },
  '/blog': { title: 'Journal', description: 'Jewellery trends, care tips, buying guides and stories from the Aabhushan workshop in Jaipur.' },
  '/faq': { title: 'Frequently Asked Questions', description: 'Hallmarking and HUID, making charges, returns, cash on delivery, sizing, care and the gold rate, answered.' },
  '/contact': { title: 'Contact Us', description: 'Write to Aabhushan, call us or visit the Jaipur flagship showroom. We reply within 24 hours.' },
  '/testimonial': { title: 'What Our Customers Say', description: 'Brides, gift-givers and everyday wearers on their Aabhushan jewellery.' },
  '/all-testimonial': { title: 'What Our Customers Say', description: 'Every customer testimonial for Aabhushan jewellery.' },
  '/team': { title: 'Our Team', description: 'The jewellers, karigars and gemologists behind every Aabhushan piece.' },
  '/store-locator': { title: 'Store Locator', description: 'Aabhushan showrooms in Jaipur, New Delhi and Mumbai, with hours, phone numbers and directions.' },
  '/offer': { title: 'Offers and Collections', description: 'Jewellery on sale now at Aabhushan, with the real end date of every offer.' },
  '/offers': { title: 'Offers and Collections', description: 'Jewellery on sale now at Aabhushan, with the real end date of every offer.' },
  '/social': { title: 'Aabhushan on Social Media', description: 'Follow Aabhushan on Instagram, Facebook, Pinterest and YouTube.' },
  '/ring-size-guide': { title: 'Ring Size Guide', description: 'Find your ring size with a thread: Indian and US sizes with diameter and circumference in millimetres.' },
  '/track-order': { title: 'Track Your Order', description: 'Follow an Aabhushan order with its number and the e-mail or phone number used for it.' },
};

/** Heads of a shopper's own pages: named, never indexed (nothing on them is for a search engine). */
export const PRIVATE_PAGE_TITLES: Readonly<Record<string, string>> = {
  checkout: 'Checkout',
  'order-confirmation': 'Order Confirmation',
  orders: 'Your Order',
  cart: 'Your Cart',
  profile: 'Your Profile',
  wishlist: 'Your Wishlist',
  // Someone's shared wishlist: not the reader's own, and only for those given the link.
  'wishlist/shared': 'A Shared Wishlist',
};

/** A private page's title: its first two path segments when they have one, else its first. */
export function privatePageTitleOf(pathname: string): string | undefined {
  const [first = 'home', second] = pathname.split('?', 1)[0]!.split('/').filter(Boolean);
  return (second !== undefined ? PRIVATE_PAGE_TITLES[`${first}/${second}`] : undefined) ?? PRIVATE_PAGE_TITLES[first];
}
