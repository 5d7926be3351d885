import { getDiscountPercent } from '@aabhushan/shared/rules/discount';
import type { Database } from '../client';
import { banners } from '../schema/index';
import type { ImageRow, LocalizedText } from '../schema/catalogue';
import { newId } from '../../lib/new-id';
import { getArtUrl, type ArtSpec } from '../../lib/art/art-spec';
import type { SeedProduct } from './seed-types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The offer runs this many days from seeding; its countdown counts to the real end. */
export const OFFER_DAYS = 12;
/** India is UTC+5:30: an offer ends at 23:59:59 IST. */
const IST_OFFSET_MS = 330 * 60 * 1000;

type Text = Required<Pick<LocalizedText, 'en' | 'hi'>>;

interface SeedBanner {
  type: 'hero' | 'offer';
  title: Text;
  subtitle: Text;
  description: Text;
  art: Omit<ArtSpec, 'view'> & { view: ArtSpec['view']; alt: string };
  cta: { text: Text; link: string };
  secondary?: { text: Text; link: string };
}

const HEROES: SeedBanner[] = [
  {
    type: 'hero',
    title: { en: 'The Heritage Bridal Edit', hi: 'हेरिटेज ब्राइडल संग्रह' },
    subtitle: { en: 'Kundan, polki and temple gold for the big day', hi: 'बड़े दिन के लिए कुंदन, पोल्की और टेंपल गोल्ड' },
    description: {
      en: 'Hand-set by Jaipur karigars in BIS hallmarked 22K gold, with every HUID on the invoice.',
      hi: 'जयपुर के कारीगरों द्वारा BIS हॉलमार्क 22 कैरेट सोने में हाथ से जड़े, हर HUID बिल पर।',
    },
    art: { kind: 'set', metal: 'gold', gem: 'kundan', view: 3, alt: 'Kundan bridal necklace set on a velvet display' },
    cta: { text: { en: 'Shop Bridal', hi: 'ब्राइडल देखें' }, link: '/products?tag=bridal' },
    secondary: { text: { en: 'Explore Sets', hi: 'सेट देखें' }, link: '/products?category=sets' },
  },
  {
    type: 'hero',
    title: { en: 'Diamonds for Every Day', hi: 'हर दिन के लिए हीरे' },
    subtitle: { en: 'Solitaires, bands and studs, IGI certified', hi: 'सॉलिटेयर, बैंड और टॉप्स, IGI प्रमाणित' },
    description: {
      en: 'Light, secure settings made to be worn from the office to the evening out.',
      hi: 'हल्की और मज़बूत सेटिंग, ऑफ़िस से शाम की महफ़िल तक पहनने के लिए।',
    },
    art: { kind: 'ring', metal: 'platinum', gem: 'diamond', view: 4, alt: 'Platinum solitaire diamond ring' },
    cta: { text: { en: 'Shop Rings', hi: 'अंगूठियाँ देखें' }, link: '/products?category=rings' },
    secondary: { text: { en: 'Daily Wear', hi: 'रोज़ाना पहनने के लिए' }, link: '/products?tag=daily-wear' },
  },
  {
    type: 'hero',
    title: { en: 'Sterling Silver, Hallmarked', hi: 'हॉलमार्क वाली स्टर्लिंग चाँदी' },
    subtitle: { en: 'Payals, jhumkas and bangles in 925 silver', hi: '925 चाँदी में पायल, झुमके और चूड़ियाँ' },
    description: {
      en: 'Everyday silver with a BIS hallmark, polished by hand and packed with a care cloth.',
      hi: 'BIS हॉलमार्क वाली रोज़ाना की चाँदी, हाथ से पॉलिश की हुई और देखभाल के कपड़े के साथ पैक।',
    },
    art: { kind: 'anklet', metal: 'silver', gem: 'none', view: 3, alt: 'Silver ghungroo payal on a velvet tray' },
    cta: { text: { en: 'Shop Silver', hi: 'चाँदी देखें' }, link: '/products?metal=silver' },
    secondary: { text: { en: 'Anklets', hi: 'पायल' }, link: '/products?category=anklets' },
  },
];

/** The offer banner, worded from the real discounts of the pieces tagged 'sale'. */
function offerBanner(products: readonly SeedProduct[]): SeedBanner {
  const onSale = products.filter((product) => product.tags.includes('sale'));
  const upTo = Math.max(0, ...onSale.map((product) => getDiscountPercent(product.price.mrpPaise, product.price.salePaise)));
  return {
    type: 'offer',
    title: { en: `Up to ${upTo}% off on selected collections`, hi: `चुनिंदा संग्रहों पर ${upTo}% तक की छूट` },
    subtitle: { en: 'The Festive Sale', hi: 'त्योहारी सेल' },
    description: {
      en: `${onSale.length} hallmarked pieces at their lowest prices of the season, while the sale lasts.`,
      hi: `सेल चलने तक ${onSale.length} हॉलमार्क गहने इस मौसम की सबसे कम कीमत पर।`,
    },
    art: { kind: 'necklace', metal: 'rose-gold', gem: 'emerald', view: 4, alt: 'Rose gold emerald necklace' },
    cta: { text: { en: 'Shop the Sale', hi: 'सेल देखें' }, link: '/products?tag=sale' },
  };
}

/** The last second (IST) of the day `days` after `now`. */
export function offerEndsAt(now: Date, days = OFFER_DAYS): Date {
  const istDay = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) + days;
  return new Date((istDay + 1) * DAY_MS - IST_OFFSET_MS - 1000);
}

function image(art: SeedBanner['art']): ImageRow[] {
  return [{ url: getArtUrl({ kind: art.kind, metal: art.metal, gem: art.gem, view: art.view }), altText: art.alt, isPrimary: true }];
}

/** Three hero slides, live from seeding on, and the offer banner ending OFFER_DAYS later. */
export async function seedBanners(db: Database, products: readonly SeedProduct[], now: Date): Promise<void> {
  const all = [...HEROES, offerBanner(products)];
  await db.insert(banners).values(
    all.map((banner, index) => ({
      id: newId(),
      bannerType: banner.type,
      title: banner.title,
      subtitle: banner.subtitle,
      description: banner.description,
      images: image(banner.art),
      ctaText: banner.cta.text,
      ctaLink: banner.cta.link,
      secondaryCtaText: banner.secondary?.text ?? null,
      secondaryCtaLink: banner.secondary?.link ?? null,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: banner.type === 'offer' ? offerEndsAt(now) : null,
      sortOrder: index + 1,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
