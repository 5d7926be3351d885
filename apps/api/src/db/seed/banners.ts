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

type Text = Required<Pick<LocalizedText, 'en' | 'hi' | 'ta' | 'te'>>;

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
    title: {
      en: 'The Heritage Bridal Edit',
      hi: 'हेरिटेज ब्राइडल संग्रह',
      ta: 'ஹெரிடேஜ் மணப்பெண் தொகுப்பு',
      te: 'హెరిటేజ్ పెళ్లి కలెక్షన్',
    },
    subtitle: {
      en: 'Kundan, polki and temple gold for the big day',
      hi: 'बड़े दिन के लिए कुंदन, पोल्की और टेंपल गोल्ड',
      ta: 'திருமண நாளுக்கு குந்தன், போல்கி, டெம்பிள் தங்கம்',
      te: 'పెళ్లి రోజుకు కుందన్, పోల్కీ, టెంపుల్ బంగారం',
    },
    description: {
      en: 'Hand-set by Jaipur karigars in BIS hallmarked 22K gold, with every HUID on the invoice.',
      hi: 'जयपुर के कारीगरों द्वारा BIS हॉलमार्क 22 कैरेट सोने में हाथ से जड़े, हर HUID बिल पर।',
      ta: 'ஜெய்ப்பூர் கைவினைஞர்கள் BIS ஹால்மார்க் 22 காரட் தங்கத்தில் கையால் பதித்தவை, ஒவ்வொரு HUID-யும் பில்லில்.',
      te: 'జైపూర్ కళాకారులు BIS హాల్‌మార్క్ 22 క్యారెట్ బంగారంలో చేత్తో పొదిగినవి, ప్రతి HUID బిల్లులోనే.',
    },
    art: { kind: 'set', metal: 'gold', gem: 'kundan', view: 3, alt: 'Kundan bridal necklace set on a velvet display' },
    cta: { text: { en: 'Shop Bridal', hi: 'ब्राइडल देखें', ta: 'மணப்பெண் நகைகளைப் பாருங்கள்', te: 'పెళ్లి నగలు చూడండి' }, link: '/products?tag=bridal' },
    secondary: { text: { en: 'Explore Sets', hi: 'सेट देखें', ta: 'செட்களைப் பாருங்கள்', te: 'సెట్లు చూడండి' }, link: '/products?category=sets' },
  },
  {
    type: 'hero',
    title: {
      en: 'Diamonds for Every Day',
      hi: 'हर दिन के लिए हीरे',
      ta: 'தினமும் அணிய வைரங்கள்',
      te: 'ప్రతిరోజుకూ వజ్రాలు',
    },
    subtitle: {
      en: 'Solitaires, bands and studs, IGI certified',
      hi: 'सॉलिटेयर, बैंड और टॉप्स, IGI प्रमाणित',
      ta: 'சாலிடேர், பேண்டுகள், தோடுகள், IGI சான்றிதழுடன்',
      te: 'సాలిటైర్లు, బ్యాండ్లు, దుద్దులు, IGI సర్టిఫైడ్',
    },
    description: {
      en: 'Light, secure settings made to be worn from the office to the evening out.',
      hi: 'हल्की और मज़बूत सेटिंग, ऑफ़िस से शाम की महफ़िल तक पहनने के लिए।',
      ta: 'அலுவலகத்திலிருந்து மாலை வெளியே செல்வது வரை அணியும்படி, லேசாகவும் உறுதியாகவும் பதிக்கப்பட்டவை.',
      te: 'ఆఫీసు నుంచి సాయంత్రం బయటకు వెళ్లే వరకు ధరించేలా తేలికగా, దృఢంగా పొదిగినవి.',
    },
    art: { kind: 'ring', metal: 'platinum', gem: 'diamond', view: 4, alt: 'Platinum solitaire diamond ring' },
    cta: { text: { en: 'Shop Rings', hi: 'अंगूठियाँ देखें', ta: 'மோதிரங்களைப் பாருங்கள்', te: 'ఉంగరాలు చూడండి' }, link: '/products?category=rings' },
    secondary: { text: { en: 'Daily Wear', hi: 'रोज़ाना पहनने के लिए', ta: 'தினசரி அணிய', te: 'రోజువారీ నగలు' }, link: '/products?tag=daily-wear' },
  },
  {
    type: 'hero',
    title: {
      en: 'Sterling Silver, Hallmarked',
      hi: 'हॉलमार्क वाली स्टर्लिंग चाँदी',
      ta: 'ஹால்மார்க் ஸ்டெர்லிங் வெள்ளி',
      te: 'హాల్‌మార్క్ స్టెర్లింగ్ వెండి',
    },
    subtitle: {
      en: 'Payals, jhumkas and bangles in 925 silver',
      hi: '925 चाँदी में पायल, झुमके और चूड़ियाँ',
      ta: '925 வெள்ளியில் கொலுசு, ஜிமிக்கி, வளையல்',
      te: '925 వెండిలో పట్టీలు, జుమ్కాలు, గాజులు',
    },
    description: {
      en: 'Everyday silver with a BIS hallmark, polished by hand and packed with a care cloth.',
      hi: 'BIS हॉलमार्क वाली रोज़ाना की चाँदी, हाथ से पॉलिश की हुई और देखभाल के कपड़े के साथ पैक।',
      ta: 'BIS ஹால்மார்க் கொண்ட தினசரி வெள்ளி நகைகள், கையால் பாலிஷ் செய்து பராமரிப்புத் துணியுடன் பேக் செய்யப்பட்டவை.',
      te: 'BIS హాల్‌మార్క్ ఉన్న రోజువారీ వెండి నగలు, చేత్తో పాలిష్ చేసి సంరక్షణ గుడ్డతో ప్యాక్ చేసినవి.',
    },
    art: { kind: 'anklet', metal: 'silver', gem: 'none', view: 3, alt: 'Silver ghungroo payal on a velvet tray' },
    cta: { text: { en: 'Shop Silver', hi: 'चाँदी देखें', ta: 'வெள்ளி நகைகளைப் பாருங்கள்', te: 'వెండి నగలు చూడండి' }, link: '/products?metal=silver' },
    secondary: { text: { en: 'Anklets', hi: 'पायल', ta: 'கொலுசு', te: 'పట్టీలు' }, link: '/products?category=anklets' },
  },
];

/** The offer banner, worded from the real discounts of the pieces tagged 'sale'. */
function offerBanner(products: readonly SeedProduct[]): SeedBanner {
  const onSale = products.filter((product) => product.tags.includes('sale'));
  const upTo = Math.max(0, ...onSale.map((product) => getDiscountPercent(product.price.mrpPaise, product.price.salePaise)));
  return {
    type: 'offer',
    title: {
      en: `Up to ${upTo}% off on selected collections`,
      hi: `चुनिंदा संग्रहों पर ${upTo}% तक की छूट`,
      ta: `தேர்ந்தெடுத்த கலெக்ஷன்களில் ${upTo}% வரை தள்ளுபடி`,
      te: `ఎంపిక చేసిన కలెక్షన్లపై ${upTo}% వరకు తగ్గింపు`,
    },
    subtitle: {
      en: 'The Festive Sale',
      hi: 'त्योहारी सेल',
      ta: 'பண்டிகை சலுகை விற்பனை',
      te: 'పండుగ సేల్',
    },
    description: {
      en: `${onSale.length} hallmarked pieces at their lowest prices of the season, while the sale lasts.`,
      hi: `सेल चलने तक ${onSale.length} हॉलमार्क गहने इस मौसम की सबसे कम कीमत पर।`,
      ta: `விற்பனை முடியும் வரை, ${onSale.length} ஹால்மார்க் நகைகள் இந்த சீசனின் மிகக் குறைந்த விலையில்.`,
      te: `సేల్ ఉన్నంత వరకు, ${onSale.length} హాల్‌మార్క్ నగలు ఈ సీజన్‌లోనే అతి తక్కువ ధరలకు.`,
    },
    art: { kind: 'necklace', metal: 'rose-gold', gem: 'emerald', view: 4, alt: 'Rose gold emerald necklace' },
    cta: { text: { en: 'Shop the Sale', hi: 'सेल देखें', ta: 'சலுகைகளைப் பாருங்கள்', te: 'సేల్ చూడండి' }, link: '/products?tag=sale' },
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
