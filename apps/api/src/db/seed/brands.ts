import type { SeedBrand } from './seed-types';

/** House brands of the demo store (invented names, not real companies). */
export const seedBrands: SeedBrand[] = [
  { slug: 'aabhushan-heritage', name: 'Aabhushan Heritage' },
  { slug: 'swarna-kala', name: 'Swarna Kala' },
  { slug: 'rajwada-jewels', name: 'Rajwada Jewels' },
  { slug: 'kundan-kothi', name: 'Kundan Kothi' },
  { slug: 'nakshatra-diamonds', name: 'Nakshatra Diamonds' },
  { slug: 'moti-mahal-pearls', name: 'Moti Mahal Pearls' },
  { slug: 'chandni-silver-works', name: 'Chandni Silver Works' },
  { slug: 'gulabi-studio', name: 'Gulabi Studio' },
];
