import { OPENING_STORE_SETTINGS } from '../../../modules/settings/store-settings';
import type { OpeningHoursRow } from '../../schema/content';

export interface SeedService {
  slug: string;
  parentSlug?: string;
  title: { en: string; hi: string };
  description: { en: string; hi: string };
  icon: string;
  /** Lowest price in paise; null when quoted after inspection. */
  priceFromPaise: number | null;
  turnaround: string;
}

/** The workshop's services; the first five are the top level. */
export const SEED_SERVICES: SeedService[] = [
  {
    slug: 'resizing',
    title: { en: 'Ring and Bangle Resizing', hi: 'अंगूठी और चूड़ी का साइज़ बदलना' },
    description: { en: 'Up to two sizes larger or smaller; the first resizing within 30 days is free.', hi: 'दो साइज़ तक छोटा या बड़ा; 30 दिनों में पहली बार मुफ़्त।' },
    icon: 'resize',
    priceFromPaise: 50_000,
    turnaround: '3-5 days',
  },
  {
    slug: 'polishing',
    title: { en: 'Cleaning and Polishing', hi: 'सफ़ाई और पॉलिश' },
    description: { en: 'Ultrasonic cleaning and a mirror polish that brings back the original shine.', hi: 'अल्ट्रासोनिक सफ़ाई और पॉलिश जो असली चमक लौटाए।' },
    icon: 'sparkle',
    priceFromPaise: 0,
    turnaround: 'Same day',
  },
  {
    slug: 'engraving',
    title: { en: 'Engraving', hi: 'नक्काशी (एनग्रेविंग)' },
    description: { en: 'Names, dates or a short message inside a band or on a pendant, with a proof before we engrave.', hi: 'अंगूठी या पेंडेंट पर नाम, तारीख़ या छोटा संदेश, पहले नमूना दिखाकर।' },
    icon: 'pencil',
    priceFromPaise: 75_000,
    turnaround: '2-4 days',
  },
  {
    slug: 'repairs',
    title: { en: 'Repairs and Stone Re-setting', hi: 'मरम्मत और नग दोबारा जड़ना' },
    description: { en: 'Broken chains, worn claws, loose kundan and polki: repaired by our karigars.', hi: 'टूटी चेन, घिसे क्लॉ, ढीले कुंदन और पोल्की: हमारे कारीगरों द्वारा मरम्मत।' },
    icon: 'tools',
    priceFromPaise: null,
    turnaround: '5-10 days',
  },
  {
    slug: 'valuation',
    title: { en: 'Valuation and Purity Testing', hi: 'मूल्यांकन और शुद्धता जाँच' },
    description: { en: 'Gold purity tested in front of you and a written valuation at the day\'s rate.', hi: 'आपके सामने सोने की शुद्धता जाँच और आज के भाव पर लिखित मूल्यांकन।' },
    icon: 'scale',
    priceFromPaise: 30_000,
    turnaround: 'Same day',
  },
  {
    slug: 'chain-repair',
    parentSlug: 'repairs',
    title: { en: 'Chain Soldering', hi: 'चेन जोड़ना' },
    description: { en: 'Invisible laser soldering of broken links.', hi: 'टूटी कड़ियों की लेज़र से जुड़ाई।' },
    icon: 'link',
    priceFromPaise: 40_000,
    turnaround: '2-3 days',
  },
  {
    slug: 'kundan-resetting',
    parentSlug: 'repairs',
    title: { en: 'Kundan and Polki Re-setting', hi: 'कुंदन और पोल्की दोबारा जड़ना' },
    description: { en: 'Loose stones re-set in fresh gold foil; free labour for Aabhushan pieces.', hi: 'ढीले नग नई सोने की पन्नी में; आभूषण के गहनों पर मज़दूरी मुफ़्त।' },
    icon: 'gem',
    priceFromPaise: null,
    turnaround: '7-10 days',
  },
];

export interface SeedLocation {
  slug: string;
  name: string;
  addressLines: string[];
  city: string;
  phone: string;
  email: string;
  hours: OpeningHoursRow[];
  latitude: number;
  longitude: number;
  isFlagship: boolean;
}

const storeHours = () => OPENING_STORE_SETTINGS.hours.map((row) => ({ ...row }));

/** Showrooms: the Jaipur flagship (the store settings' address and hours) and four more. */
export const SEED_LOCATIONS: SeedLocation[] = [
  {
    slug: 'jaipur-johari-bazaar',
    name: 'Jaipur Flagship, Johari Bazaar',
    addressLines: [...OPENING_STORE_SETTINGS.contact.addressLines.slice(0, 2)],
    city: 'Jaipur',
    phone: OPENING_STORE_SETTINGS.contact.phone,
    email: OPENING_STORE_SETTINGS.contact.email,
    hours: storeHours(),
    ...OPENING_STORE_SETTINGS.coordinates,
    isFlagship: true,
  },
  {
    slug: 'jaipur-c-scheme',
    name: 'Jaipur, C-Scheme',
    addressLines: ['G-3, Ashok Marg, C-Scheme', 'Jaipur, Rajasthan 302001'],
    city: 'Jaipur',
    phone: '+91 98290 19851',
    email: 'cscheme@aabhushan.in',
    hours: storeHours(),
    latitude: 26.9074,
    longitude: 75.8056,
    isFlagship: false,
  },
  {
    slug: 'new-delhi-south-extension',
    name: 'New Delhi, South Extension',
    addressLines: ['E-12, South Extension Part II', 'New Delhi 110049'],
    city: 'New Delhi',
    phone: '+91 98100 19852',
    email: 'delhi@aabhushan.in',
    hours: storeHours(),
    latitude: 28.5672,
    longitude: 77.2204,
    isFlagship: false,
  },
  {
    slug: 'mumbai-zaveri-bazaar',
    name: 'Mumbai, Zaveri Bazaar',
    addressLines: ['112 Sheikh Memon Street, Zaveri Bazaar', 'Mumbai, Maharashtra 400002'],
    city: 'Mumbai',
    phone: '+91 98200 19853',
    email: 'mumbai@aabhushan.in',
    hours: storeHours(),
    latitude: 18.9488,
    longitude: 72.8323,
    isFlagship: false,
  },
  {
    slug: 'bengaluru-ub-city',
    name: 'Bengaluru, UB City',
    addressLines: ['G-14, UB City, 24 Vittal Mallya Road', 'Bengaluru, Karnataka 560001'],
    city: 'Bengaluru',
    phone: '+91 98450 19854',
    email: 'bengaluru@aabhushan.in',
    hours: storeHours(),
    latitude: 12.9716,
    longitude: 77.5963,
    isFlagship: false,
  },
];

/** Where each seeded city's try-at-home visits reach, by PIN prefix (staff change them per showroom). */
export const SEED_HOME_VISIT_PREFIXES: Record<string, string[]> = {
  Jaipur: ['302', '303'],
  Bengaluru: ['560'],
  'New Delhi': ['110'],
  Mumbai: ['400'],
};
