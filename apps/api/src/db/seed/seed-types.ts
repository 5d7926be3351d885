/**
 * The shape of the demo catalogue. The seed module turns these records into rows;
 * amounts are integer paise (₹2,000 = 200000).
 */
export type MetalTone = 'gold' | 'rose-gold' | 'silver' | 'platinum';
export type GemKind = 'none' | 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl' | 'kundan' | 'polki';
export type ArtKind =
  | 'necklace'
  | 'earrings'
  | 'ring'
  | 'bracelet'
  | 'bangles'
  | 'set'
  | 'anklet'
  | 'mangalsutra'
  | 'nose-pin';

/** Shopper-facing text of the demo store, in its four languages. */
export interface SeedText {
  en: string;
  hi: string;
  ta: string;
  te: string;
}

export interface SeedCategory {
  slug: string;
  name: SeedText;
  shortDescription: SeedText;
  art: ArtKind;
  isFeatured: boolean;
  sortOrder: number;
}

export interface SeedBrand {
  slug: string;
  name: string;
}

export interface SeedPrice {
  basePaise: number;
  salePaise: number;
  mrpPaise: number;
}

/** A piece's attribute: the English name and value the store reads, and the words shoppers read. */
export interface SeedAttribute {
  name: string;
  value: string;
  label: SeedText;
  displayValue: SeedText;
}

/** A specification line, its group and value in the four languages. */
export interface SeedSpecification {
  group: SeedText;
  value: SeedText;
}

export interface SeedVariant {
  variantName: string;
  /** e.g. [{ name: 'Size', value: '12', displayValue: { en: 'Size 12', hi: 'साइज़ 12', ... } }] */
  attributes: { name: string; value: string; displayValue: SeedText }[];
  metal: MetalTone;
  gem: GemKind;
  price: SeedPrice;
  stock: number;
}

/** Hallmark and the inputs of the price breakup (packages/shared/src/rules/price-breakup). */
export interface SeedValuation {
  /** As stamped: '22K', '18K', '14K', '925', '950'. */
  purity: string;
  /** BIS HUID on hallmarked gold and silver; null on platinum (no BIS HUID). */
  huid: string | null;
  /** Net metal weight; null for a piece sold at a fixed price (no breakup). */
  metalWeightMg: number | null;
  stoneValuePaise: number;
}

export interface SeedProduct {
  slug: string;
  name: SeedText;
  categorySlug: string;
  brandSlug: string;
  shortDescription: SeedText;
  longDescription: SeedText;
  metal: MetalTone;
  gem: GemKind;
  /** Metal, Purity, Stone, Weight, Length, Clasp, Style as the product has them. */
  attributes: SeedAttribute[];
  /** e.g. Metal: '22K Yellow Gold (916)', '22 காரட் மஞ்சள் தங்கம் (916)'; 'feature:' tags live in tags. */
  specifications: SeedSpecification[];
  price: SeedPrice;
  stock: number;
  maxOrderQuantity: number;
  /** featured, bestseller, new-arrival, gifting, feature:... */
  tags: string[];
  createdDaysAgo: number;
  codAvailable: boolean;
  freeShipping: boolean;
  variants: SeedVariant[];
  valuation: SeedValuation;
}
