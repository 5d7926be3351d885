// A large catalogue for the bench only (`npm run bench -- --products 10000`): the demo store's
// products plus pieces derived from them with the same builders' output, so categories, metals,
// tags and Hindi names keep the demo's realistic spread while names, prices, stock and dates vary.
import type { SeedProduct } from '@aabhushan/api/db/seed/seed-types';
import { seedProducts } from '@aabhushan/api/db/seed/products';

/** Collection names put before a demo name: [English, Hindi]. */
const COLLECTIONS: [string, string][] = [
  ['Heritage', 'विरासत'],
  ['Royal', 'शाही'],
  ['Classic', 'क्लासिक'],
  ['Festive', 'उत्सव'],
  ['Modern', 'आधुनिक'],
  ['Delicate', 'नाज़ुक'],
  ['Grand', 'भव्य'],
  ['Everyday', 'रोज़ाना'],
  ['Vintage', 'पुरानी शैली'],
  ['Minimal', 'सादा'],
  ['Jaipur', 'जयपुरी'],
  ['Temple', 'टेंपल'],
  ['Mughal', 'मुग़ल'],
  ['Lotus', 'कमल'],
];

/** Small deterministic generator (mulberry32): the same catalogue on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A retail price ending in 99, at least ₹499. */
function retail(rupees: number): number {
  return Math.max(499, Math.round(rupees / 100) * 100 - 1);
}

function scalePrice(price: SeedProduct['price'], factor: number): SeedProduct['price'] {
  const sale = retail((price.salePaise / 100) * factor) * 100;
  const mrp = price.mrpPaise > price.salePaise ? Math.max(sale, retail((price.mrpPaise / 100) * factor) * 100) : sale;
  return { basePaise: mrp, salePaise: sale, mrpPaise: mrp };
}

const SPECIAL_TAGS = new Set(['featured', 'bestseller']);

/** `total` products: the demo catalogue first, then derived pieces. */
export function generateCatalogueProducts(total: number): SeedProduct[] {
  const next = random(20240917);
  const products: SeedProduct[] = [...seedProducts];
  for (let index = 0; products.length < total; index++) {
    const template = seedProducts[index % seedProducts.length]!;
    const [en, hi] = COLLECTIONS[Math.floor(next() * COLLECTIONS.length)]!;
    const factor = 0.4 + next() * 2.1;
    const soldOut = next() < 0.12;
    const variants = template.variants.map((variant) => ({
      ...variant,
      price: scalePrice(variant.price, factor),
      stock: soldOut ? 0 : Math.floor(next() * 15),
    }));
    const price = variants[0]?.price ?? scalePrice(template.price, factor);
    const tags = template.tags.filter((tag) => !SPECIAL_TAGS.has(tag));
    if (next() < 0.04) tags.unshift('featured');
    if (next() < 0.1) tags.unshift('bestseller');
    products.push({
      ...template,
      slug: `${template.slug}-${en.toLowerCase()}-${index}`,
      name: { en: `${en} ${template.name.en}`, hi: `${hi} ${template.name.hi}` },
      price,
      stock: variants.length ? variants.reduce((sum, variant) => sum + variant.stock, 0) : soldOut ? 0 : 1 + Math.floor(next() * 40),
      variants,
      tags,
      createdDaysAgo: Math.floor(next() * 900),
      codAvailable: price.salePaise <= 5_000_000,
      freeShipping: price.salePaise >= 2_500_000,
      // A HUID names one physical piece: derived pieces carry none rather than a copy.
      valuation: { ...template.valuation, huid: null },
    });
  }
  return products.slice(0, total);
}
