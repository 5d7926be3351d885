import {
  certificationWords,
  claspWords,
  labelWords,
  lengthWords,
  metalWords,
  occasionWords,
  purityWords,
  stoneWords,
  styleWords,
  weightWords,
} from './piece-details';
import { deriveValuation } from './product-valuation';
import type { GemKind, MetalTone, SeedAttribute, SeedPrice, SeedProduct, SeedSpecification, SeedText, SeedVariant } from './seed-types';

/** A piece's text written as [English, Hindi, Tamil, Telugu] to keep the catalogue files readable. */
export type InFourLanguages = [en: string, hi: string, ta: string, te: string];

/** The stored text, with `after` (the care sentence) appended in each language when given. */
function seedText([en, hi, ta, te]: InFourLanguages, after?: InFourLanguages): SeedText {
  const join = (value: string, tail: string | undefined) => (tail ? `${value} ${tail}` : value);
  return { en: join(en, after?.[0]), hi: join(hi, after?.[1]), ta: join(ta, after?.[2]), te: join(te, after?.[3]) };
}

export interface VariantInput {
  name: string;
  attribute: { name: 'Size' | 'Chain Length' | 'Metal Colour'; value: string; displayValue: SeedText };
  metal?: MetalTone;
  /** Sale price in rupees. */
  rupees: number;
  stock: number;
}

export interface ProductInput {
  slug: string;
  name: InFourLanguages;
  brand: string;
  metal: MetalTone;
  gem: GemKind;
  short: InFourLanguages;
  /** Two or three sentences; a care sentence for the metal is appended. */
  long: InFourLanguages;
  /** Sale price in rupees (ignored when there are variants: the first variant sets it). */
  rupees: number;
  /** Percent off the MRP; 0 or absent means sold at MRP. */
  off?: number;
  metalLabel: string;
  purity: '916' | '750' | '585' | '925' | '950';
  /** Gross weight as shown, e.g. '24.8 g' or '28.0 g (pair)'. */
  weight: string;
  /** Net metal weight in grams, when it differs from what the stone type suggests (see product-valuation). */
  netWeight?: number;
  /** Stone value in rupees, when known (else worked back from the price). */
  stoneValue?: number;
  /**
   * Sold at a fixed price, not by weight, like most light fashion silver: the metal is a small
   * part of the price, so the store prints no weight-based breakup for it (hallmark only).
   */
  fixedPrice?: boolean;
  stone?: string;
  style: string;
  length?: string;
  clasp?: string;
  occasion: string;
  stock: number;
  maxQty?: number;
  tags: string[];
  features: string[];
  days: number;
  variants?: VariantInput[];
}

const CARE: Record<'gold' | 'silver' | 'pearl' | 'diamond', { spec: InFourLanguages; text: InFourLanguages }> = {
  gold: {
    spec: [
      'Store in the pouch provided; keep away from perfume and chlorine',
      'साथ आए पाउच में रखें; इत्र और क्लोरीन से दूर रखें',
      'உடன் வரும் பையில் வைத்திருங்கள்; வாசனைத் திரவியமும் குளோரினும் படாமல் பார்த்துக்கொள்ளுங்கள்',
      'దీనితో వచ్చే పౌచ్‌లో ఉంచండి; పెర్ఫ్యూమ్, క్లోరిన్‌లకు దూరంగా ఉంచండి',
    ],
    text: [
      'Store it in the soft pouch provided, away from perfume and chlorine; a wipe with a dry cloth brings back the shine.',
      'इसे दिए गए मुलायम पाउच में इत्र और क्लोरीन से दूर रखें; सूखे कपड़े से पोंछने पर चमक लौट आती है।',
      'உடன் வரும் மென்மையான பையில், வாசனைத் திரவியமும் குளோரினும் படாமல் வைத்திருங்கள்; உலர்ந்த துணியால் துடைத்தால் மீண்டும் பளபளக்கும்.',
      'దీనితో వచ్చే మెత్తని పౌచ్‌లో, పెర్ఫ్యూమ్, క్లోరిన్‌లకు దూరంగా ఉంచండి; పొడి గుడ్డతో తుడిస్తే మెరుపు తిరిగి వస్తుంది.',
    ],
  },
  silver: {
    spec: [
      'Wipe with the polishing cloth after wear; store in the zip pouch',
      'पहनने के बाद पॉलिशिंग कपड़े से पोंछें; ज़िप पाउच में रखें',
      'அணிந்த பிறகு பாலிஷ் துணியால் துடையுங்கள்; ஜிப் பையில் வைத்திருங்கள்',
      'ధరించిన తర్వాత పాలిషింగ్ గుడ్డతో తుడవండి; జిప్ పౌచ్‌లో ఉంచండి',
    ],
    text: [
      'Wipe it with the polishing cloth after wear and keep it in the zip pouch to slow tarnishing.',
      'पहनने के बाद पॉलिशिंग कपड़े से पोंछें और कालापन धीमा करने के लिए ज़िप पाउच में रखें।',
      'அணிந்த பிறகு பாலிஷ் துணியால் துடைத்து, கறுத்துப் போவதைத் தாமதப்படுத்த ஜிப் பையில் வைத்திருங்கள்.',
      'ధరించిన తర్వాత పాలిషింగ్ గుడ్డతో తుడిచి, నల్లబడటం ఆలస్యమయ్యేలా జిప్ పౌచ్‌లో ఉంచండి.',
    ],
  },
  pearl: {
    spec: [
      'Wear after perfume; wipe pearls with a soft damp cloth',
      'इत्र लगाने के बाद पहनें; मोतियों को मुलायम नम कपड़े से पोंछें',
      'வாசனைத் திரவியம் போட்ட பிறகே அணியுங்கள்; முத்துகளை ஈரமான மென்துணியால் துடையுங்கள்',
      'పెర్ఫ్యూమ్ వేసుకున్న తర్వాతే ధరించండి; ముత్యాలను మెత్తని తడి గుడ్డతో తుడవండి',
    ],
    text: [
      'Put it on after perfume and hairspray, and wipe the pearls with a soft damp cloth before storing.',
      'इत्र और हेयरस्प्रे लगाने के बाद पहनें और रखने से पहले मोतियों को मुलायम नम कपड़े से पोंछें।',
      'வாசனைத் திரவியமும் ஹேர்ஸ்ப்ரேயும் போட்ட பிறகே அணியுங்கள்; எடுத்து வைக்கும் முன் முத்துகளை ஈரமான மென்துணியால் துடையுங்கள்.',
      'పెర్ఫ్యూమ్, హెయిర్‌స్ప్రే వేసుకున్న తర్వాతే ధరించండి, దాచే ముందు ముత్యాలను మెత్తని తడి గుడ్డతో తుడవండి.',
    ],
  },
  diamond: {
    spec: [
      'Clean stones with a soft brush in mild soapy water; store separately',
      'नगों को हल्के साबुन वाले पानी में मुलायम ब्रश से साफ़ करें; अलग रखें',
      'மிதமான சோப்பு நீரில் மென்மையான பிரஷ்ஷால் கற்களைச் சுத்தம் செய்யுங்கள்; தனியாக வைத்திருங்கள்',
      'తేలికపాటి సబ్బు నీటిలో మెత్తని బ్రష్‌తో రాళ్లను శుభ్రం చేయండి; విడిగా ఉంచండి',
    ],
    text: [
      'Clean the stones now and then with a soft brush in mild soapy water, and store the piece on its own so the stones do not scratch other jewellery.',
      'नगों को कभी-कभी हल्के साबुन वाले पानी में मुलायम ब्रश से साफ़ करें और इसे अलग रखें ताकि नग दूसरे गहनों पर खरोंच न डालें।',
      'அவ்வப்போது மிதமான சோப்பு நீரில் மென்மையான பிரஷ்ஷால் கற்களைச் சுத்தம் செய்யுங்கள்; கற்கள் மற்ற நகைகளைக் கீறாதபடி இதைத் தனியாக வைத்திருங்கள்.',
      'అప్పుడప్పుడు తేలికపాటి సబ్బు నీటిలో మెత్తని బ్రష్‌తో రాళ్లను శుభ్రం చేయండి, రాళ్లు ఇతర నగలను గీరకుండా దీన్ని విడిగా ఉంచండి.',
    ],
  },
};

/** Rupees to paise, the unit of every stored amount. */
function paise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** MRP for a sale price and a discount, rounded up to a retail figure ending in 99 (so the real discount is at least `off`). */
export function mrpFor(saleRupees: number, off: number): number {
  if (!off) return saleRupees;
  return Math.ceil(saleRupees / (1 - off / 100) / 100) * 100 - 1;
}

function priceOf(saleRupees: number, off: number): SeedPrice {
  const mrp = paise(mrpFor(saleRupees, off));
  return { basePaise: mrp, salePaise: paise(saleRupees), mrpPaise: mrp };
}

function careFor(input: ProductInput): { spec: InFourLanguages; text: InFourLanguages } {
  if (input.gem === 'pearl') return CARE.pearl;
  if (input.metal === 'silver') return CARE.silver;
  if (input.gem === 'diamond' || input.gem === 'polki') return CARE.diamond;
  return CARE.gold;
}

function certificationFor(input: ProductInput): string {
  if (input.purity === '950') return 'Pt 950 hallmarked; IGI Certified diamonds';
  if (input.purity === '925') return 'BIS Hallmarked 925 silver';
  if (input.gem === 'diamond') return 'BIS Hallmarked (HUID); IGI Certified diamonds';
  return 'BIS Hallmarked (HUID)';
}

/** An attribute: its English name and value, and the words shoppers read in each language. */
function attribute(name: string, value: string, words: (value: string) => SeedText): SeedAttribute {
  return { name, value, label: labelWords(name), displayValue: words(value) };
}

function optional(name: string, value: string | undefined, words: (value: string) => SeedText): SeedAttribute[] {
  return value ? [attribute(name, value, words)] : [];
}

const specification = (group: string, value: SeedText): SeedSpecification => ({ group: labelWords(group), value });

/** Figures and stamps read the same in every language. */
const asWritten = (value: string): SeedText => ({ en: value, hi: value, ta: value, te: value });

/** "22K Yellow Gold (916)" in each language. */
function metalWithPurity(metalLabel: string, purity: string): SeedText {
  const metal = metalWords(metalLabel);
  return { en: `${metal.en} (${purity})`, hi: `${metal.hi} (${purity})`, ta: `${metal.ta} (${purity})`, te: `${metal.te} (${purity})` };
}

/** Builds a seed product from the readable input, deriving the rules the store relies on. */
export function buildProduct(categorySlug: string, input: ProductInput): SeedProduct {
  const off = input.off ?? 0;
  const variants: SeedVariant[] = (input.variants ?? []).map((v) => ({
    variantName: v.name,
    attributes: [v.attribute],
    metal: v.metal ?? input.metal,
    gem: input.gem,
    price: priceOf(v.rupees, off),
    stock: v.stock,
  }));
  const first = variants[0];
  const price = first ? first.price : priceOf(input.rupees, off);
  const stock = first ? variants.reduce((sum, v) => sum + v.stock, 0) : input.stock;
  const care = careFor(input);
  // A shopper rarely needs more than two of a lakh-rupee piece; limiting it also protects scarce stock.
  const maxOrderQuantity = input.maxQty ?? (price.salePaise > paise(100000) ? 2 : price.salePaise > paise(15000) ? 5 : 10);
  return {
    slug: input.slug,
    name: seedText(input.name),
    categorySlug,
    brandSlug: input.brand,
    shortDescription: seedText(input.short),
    longDescription: seedText(input.long, care.text),
    metal: first ? first.metal : input.metal,
    gem: input.gem,
    attributes: [
      attribute('Metal', input.metalLabel, metalWords),
      attribute('Purity', input.purity, asWritten),
      ...optional('Stone', input.stone, stoneWords),
      attribute('Weight', input.weight, weightWords),
      ...optional('Length', input.length, lengthWords),
      ...optional('Clasp', input.clasp, claspWords),
      attribute('Style', input.style, styleWords),
    ],
    specifications: [
      specification('Metal', metalWithPurity(input.metalLabel, input.purity)),
      specification('Purity', purityWords(input.purity)),
      specification('Gross Weight', weightWords(input.weight)),
      ...(input.stone ? [specification('Stone', stoneWords(input.stone))] : []),
      specification('Certification', certificationWords(certificationFor(input))),
      specification('Occasion', occasionWords(input.occasion)),
      specification('Care', seedText(care.spec)),
    ],
    price,
    stock,
    maxOrderQuantity,
    // 'sale' marks every discounted piece, so the offer banner can link to exactly them.
    tags: [...input.tags, ...(off > 0 ? ['sale'] : []), ...input.features.map((f) => `feature:${f}`)],
    createdDaysAgo: input.days,
    // Store policy: no cash on delivery above ₹50,000, free shipping from ₹25,000.
    codAvailable: price.salePaise <= paise(50000),
    freeShipping: price.salePaise >= paise(25000),
    variants,
    valuation: deriveValuation(input, price.salePaise),
  };
}
