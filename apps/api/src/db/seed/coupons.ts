import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { newId } from '../../lib/new-id';
import { categories, coupons } from '../schema/index';
import type { SeedText } from './seed-types';

const DAY_MS = 24 * 3600 * 1000;
const rupees = (amount: number) => amount * 100;

/** Terms in the four languages, each language's own list. */
interface SeedTerms {
  en: string[];
  hi: string[];
  ta: string[];
  te: string[];
}

type SeedCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'validFrom' | 'validUntil' | 'applicableCategories' | 'title' | 'description' | 'terms'> & {
  title: SeedText;
  description: SeedText;
  terms: SeedTerms;
  /** Days from the seeding moment: the window the coupon is valid in. */
  window: { fromDays: number; untilDays: number };
  categorySlugs?: string[];
};

/** A line of terms as [English, Hindi, Tamil, Telugu], to keep the coupons readable. */
type TermLine = [en: string, hi: string, ta: string, te: string];

/** The lines, kept as a list per language. */
const termsOf = (...lines: TermLine[]): SeedTerms => ({
  en: lines.map((line) => line[0]),
  hi: lines.map((line) => line[1]),
  ta: lines.map((line) => line[2]),
  te: lines.map((line) => line[3]),
});

const ONE_PER_ORDER: TermLine = ['One coupon per order', 'एक ऑर्डर पर एक ही कूपन', 'ஒரு ஆர்டருக்கு ஒரு கூப்பன் மட்டும்', 'ఒక ఆర్డర్‌కు ఒక్క కూపన్ మాత్రమే'];
const minimumOrder = (amount: string): TermLine => [`Minimum order ${amount}`, `कम से कम ${amount} का ऑर्डर`, `குறைந்தபட்ச ஆர்டர் ${amount}`, `కనీస ఆర్డర్ ${amount}`];
const maximumDiscount = (amount: string): TermLine => [`Maximum discount ${amount}`, `अधिकतम छूट ${amount}`, `அதிகபட்ச தள்ளுபடி ${amount}`, `గరిష్ఠ తగ్గింపు ${amount}`];

/**
 * The demo coupons, one per rule of spec B section 5: a capped percentage with a minimum order,
 * a fixed amount, free shipping, a category scope, a once-per-customer coupon, an expired one
 * and one with a single redemption in all (LIMITED1, the first order to use it takes it). Their
 * words in the four languages use the interface's own (தள்ளுபடி, తగ్గింపు, छूट; சாதாரண டெலிவரி).
 */
export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME10', type: 'percentage', value: 10, minOrderValuePaise: rupees(5_000), maxDiscountAmountPaise: rupees(2_000),
    title: { en: '10% off your order', hi: 'आपके ऑर्डर पर 10% की छूट', ta: 'உங்கள் ஆர்டருக்கு 10% தள்ளுபடி', te: 'మీ ఆర్డర్‌పై 10% తగ్గింపు' },
    description: {
      en: '10% off orders of ₹5,000 or more, up to ₹2,000.',
      hi: '₹5,000 या उससे ज़्यादा के ऑर्डर पर 10% की छूट, ज़्यादा से ज़्यादा ₹2,000 तक।',
      ta: '₹5,000 அல்லது அதற்கு மேல் வாங்கினால் 10% தள்ளுபடி, அதிகபட்சம் ₹2,000 வரை.',
      te: '₹5,000 లేదా అంతకంటే ఎక్కువ ఆర్డర్‌పై 10% తగ్గింపు, గరిష్ఠంగా ₹2,000 వరకు.',
    },
    terms: termsOf(minimumOrder('₹5,000'), maximumDiscount('₹2,000'), ONE_PER_ORDER), window: { fromDays: -30, untilDays: 365 },
  },
  {
    code: 'FLAT500', type: 'fixed', value: rupees(500), minOrderValuePaise: rupees(10_000), maxDiscountAmountPaise: null,
    title: { en: '₹500 off', hi: '₹500 की छूट', ta: '₹500 தள்ளுபடி', te: '₹500 తగ్గింపు' },
    description: {
      en: 'A flat ₹500 off orders of ₹10,000 or more.',
      hi: '₹10,000 या उससे ज़्यादा के ऑर्डर पर सीधे ₹500 की छूट।',
      ta: '₹10,000 அல்லது அதற்கு மேல் வாங்கினால் நேரடியாக ₹500 தள்ளுபடி.',
      te: '₹10,000 లేదా అంతకంటే ఎక్కువ ఆర్డర్‌పై నేరుగా ₹500 తగ్గింపు.',
    },
    terms: termsOf(minimumOrder('₹10,000'), ONE_PER_ORDER), window: { fromDays: -30, untilDays: 365 },
  },
  {
    code: 'FREESHIP', type: 'free_shipping', value: 0, minOrderValuePaise: 0, maxDiscountAmountPaise: null,
    title: { en: 'Free standard shipping', hi: 'मुफ़्त स्टैंडर्ड शिपिंग', ta: 'இலவச சாதாரண டெலிவரி', te: 'ఉచిత సాధారణ డెలివరీ' },
    description: {
      en: 'Free standard shipping on any order.',
      hi: 'किसी भी ऑर्डर पर स्टैंडर्ड शिपिंग मुफ़्त।',
      ta: 'எந்த ஆர்டருக்கும் சாதாரண டெலிவரி இலவசம்.',
      te: 'ఏ ఆర్డర్‌కైనా సాధారణ డెలివరీ ఉచితం.',
    },
    terms: termsOf(['Standard delivery (5-7 days) only', 'सिर्फ़ स्टैंडर्ड डिलीवरी (5-7 दिन) पर', 'சாதாரண டெலிவரிக்கு (5-7 நாட்கள்) மட்டும்', 'సాధారణ డెలివరీకి (5-7 రోజులు) మాత్రమే'], ONE_PER_ORDER),
    window: { fromDays: -30, untilDays: 365 },
  },
  {
    code: 'RINGS15', type: 'percentage', value: 15, minOrderValuePaise: 0, maxDiscountAmountPaise: rupees(5_000),
    title: { en: '15% off rings', hi: 'अंगूठियों पर 15% की छूट', ta: 'மோதிரங்களுக்கு 15% தள்ளுபடி', te: 'ఉంగరాలపై 15% తగ్గింపు' },
    description: {
      en: '15% off every ring in your cart, up to ₹5,000.',
      hi: 'कार्ट की हर अंगूठी पर 15% की छूट, ज़्यादा से ज़्यादा ₹5,000 तक।',
      ta: 'உங்கள் கூடையில் உள்ள ஒவ்வொரு மோதிரத்துக்கும் 15% தள்ளுபடி, அதிகபட்சம் ₹5,000 வரை.',
      te: 'మీ కార్ట్‌లోని ప్రతి ఉంగరంపై 15% తగ్గింపు, గరిష్ఠంగా ₹5,000 వరకు.',
    },
    terms: termsOf(['Rings only', 'सिर्फ़ अंगूठियों पर', 'மோதிரங்களுக்கு மட்டும்', 'ఉంగరాలకు మాత్రమే'], maximumDiscount('₹5,000'), ONE_PER_ORDER),
    window: { fromDays: -30, untilDays: 365 },
    categorySlugs: ['rings'],
  },
  {
    code: 'FESTIVE25', type: 'percentage', value: 25, minOrderValuePaise: rupees(50_000), maxDiscountAmountPaise: rupees(10_000), userUsageLimit: 1,
    title: { en: 'Festive 25% off', hi: 'त्योहारी 25% छूट', ta: 'பண்டிகை 25% தள்ளுபடி', te: 'పండుగ 25% తగ్గింపు' },
    description: {
      en: '25% off orders of ₹50,000 or more, up to ₹10,000. Once per customer.',
      hi: '₹50,000 या उससे ज़्यादा के ऑर्डर पर 25% की छूट, ज़्यादा से ज़्यादा ₹10,000 तक। हर ग्राहक के लिए एक बार।',
      ta: '₹50,000 அல்லது அதற்கு மேல் வாங்கினால் 25% தள்ளுபடி, அதிகபட்சம் ₹10,000 வரை. ஒருவருக்கு ஒரு முறை மட்டும்.',
      te: '₹50,000 లేదా అంతకంటే ఎక్కువ ఆర్డర్‌పై 25% తగ్గింపు, గరిష్ఠంగా ₹10,000 వరకు. ఒక్కొక్కరికి ఒక్కసారి మాత్రమే.',
    },
    terms: termsOf(minimumOrder('₹50,000'), maximumDiscount('₹10,000'), ['Once per customer', 'हर ग्राहक के लिए एक बार', 'ஒருவருக்கு ஒரு முறை மட்டும்', 'ఒక్కొక్కరికి ఒక్కసారి మాత్రమే']),
    window: { fromDays: -7, untilDays: 90 },
  },
  {
    code: 'EXPIRED20', type: 'percentage', value: 20, minOrderValuePaise: 0, maxDiscountAmountPaise: rupees(3_000),
    title: { en: 'Monsoon 20% off', hi: 'मानसून 20% छूट', ta: 'மழைக்கால 20% தள்ளுபடி', te: 'వర్షాకాలం 20% తగ్గింపు' },
    description: {
      en: 'A past offer: 20% off, up to ₹3,000.',
      hi: 'पुराना ऑफ़र: 20% की छूट, ज़्यादा से ज़्यादा ₹3,000 तक।',
      ta: 'முடிந்துபோன சலுகை: 20% தள்ளுபடி, அதிகபட்சம் ₹3,000 வரை.',
      te: 'ముగిసిన ఆఫర్: 20% తగ్గింపు, గరిష్ఠంగా ₹3,000 వరకు.',
    },
    terms: termsOf(['Offer ended', 'ऑफ़र ख़त्म हो गया', 'சலுகை முடிந்தது', 'ఆఫర్ ముగిసింది']), window: { fromDays: -90, untilDays: -1 },
  },
  {
    code: 'LIMITED1', type: 'fixed', value: rupees(1_000), minOrderValuePaise: rupees(5_000), maxDiscountAmountPaise: null, usageLimit: 1,
    title: { en: '₹1,000 off, first order only', hi: '₹1,000 की छूट, सिर्फ़ पहले ऑर्डर पर', ta: '₹1,000 தள்ளுபடி, முதல் ஆர்டருக்கு மட்டும்', te: '₹1,000 తగ్గింపు, మొదటి ఆర్డర్‌కు మాత్రమే' },
    description: {
      en: '₹1,000 off orders of ₹5,000 or more, for the first shopper to use it.',
      hi: '₹5,000 या उससे ज़्यादा के ऑर्डर पर ₹1,000 की छूट, जो सबसे पहले इस्तेमाल करे उसके लिए।',
      ta: '₹5,000 அல்லது அதற்கு மேல் வாங்கினால் ₹1,000 தள்ளுபடி, முதலில் பயன்படுத்துபவருக்கு மட்டும்.',
      te: '₹5,000 లేదా అంతకంటే ఎక్కువ ఆర్డర్‌పై ₹1,000 తగ్గింపు, ముందుగా వాడిన ఒక్కరికే.',
    },
    terms: termsOf(minimumOrder('₹5,000'), ['Only one redemption in all', 'कुल मिलाकर सिर्फ़ एक बार इस्तेमाल हो सकता है', 'மொத்தத்தில் ஒருவர் மட்டுமே பயன்படுத்த முடியும்', 'మొత్తం మీద ఒక్కసారి మాత్రమే వాడగలరు']),
    window: { fromDays: -30, untilDays: 365 },
  },
];

/** Inserts the demo coupons with windows counted from `now`; category scopes by slug. */
export async function seedCoupons(db: Database, now: Date): Promise<void> {
  for (const { window, categorySlugs = [], ...coupon } of SEED_COUPONS) {
    const categoryIds: string[] = [];
    for (const slug of categorySlugs) {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
      if (row) categoryIds.push(row.id);
    }
    await db.insert(coupons).values({
      ...coupon,
      id: newId(),
      applicableCategories: categoryIds,
      validFrom: new Date(now.getTime() + window.fromDays * DAY_MS),
      validUntil: new Date(now.getTime() + window.untilDays * DAY_MS),
    });
  }
}
