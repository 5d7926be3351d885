import { describe, expect, it } from 'vitest';
import { featureIn, TRANSLATED_FEATURES } from '@aabhushan/shared/feature-names';
import { seedBrands } from './brands';
import { seedCategories } from './categories';
import { expectFourLanguages } from './four-languages.fixture';
import { seedProducts } from './products';
import type { SeedPrice } from './seed-types';

const REQUIRED_CATEGORIES = ['necklaces', 'earrings', 'rings', 'bracelets', 'bangles', 'sets', 'anklets', 'mangalsutra', 'nose-pins'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MIN_PAISE = 200000;
const MAX_PAISE = 30000000;
const VARIANT_ATTRIBUTES = new Set(['Size', 'Chain Length', 'Metal Colour']);

const withVariants = seedProducts.filter((p) => p.variants.length > 0);
const allPrices: SeedPrice[] = seedProducts.flatMap((p) => [p.price, ...p.variants.map((v) => v.price)]);

describe('categories and brands', () => {
  it('has the nine shop categories in order, six featured', () => {
    expect(seedCategories.map((c) => c.slug).slice(0, 9)).toEqual(REQUIRED_CATEGORIES);
    expect(new Set(seedCategories.map((c) => c.slug)).size).toBe(seedCategories.length);
    expect(seedCategories.filter((c) => c.isFeatured)).toHaveLength(6);
    for (const c of seedCategories) {
      expectFourLanguages(c.name, c.slug);
      expectFourLanguages(c.shortDescription, c.slug);
      expect(c.shortDescription.en.length, c.slug).toBeGreaterThan(10);
    }
  });

  it('has at least six brands with unique kebab-case slugs', () => {
    expect(seedBrands.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seedBrands.map((b) => b.slug)).size).toBe(seedBrands.length);
    for (const b of seedBrands) expect(b.slug).toMatch(KEBAB);
  });
});

describe('products', () => {
  it('has a full catalogue with unique slugs and names', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(76);
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.name.en)).size).toBe(seedProducts.length);
    for (const p of seedProducts) expect(p.slug).toMatch(KEBAB);
  });

  it('links every product to an existing category and brand, with products in every category', () => {
    const categories = new Set(seedCategories.map((c) => c.slug));
    const brands = new Set(seedBrands.map((b) => b.slug));
    for (const p of seedProducts) {
      expect(categories.has(p.categorySlug), p.slug).toBe(true);
      expect(brands.has(p.brandSlug), p.slug).toBe(true);
    }
    for (const slug of REQUIRED_CATEGORIES) {
      expect(seedProducts.filter((p) => p.categorySlug === slug).length, slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives each product in a category its own look (metal and stone), so gallery images differ', () => {
    const looks = seedProducts.map((p) => `${p.categorySlug}/${p.metal}/${p.gem}`);
    expect(new Set(looks).size).toBe(looks.length);
  });

  it('prices in paise between ₹2,000 and ₹3,00,000 with sale ≤ mrp and sane discounts', () => {
    for (const price of allPrices) {
      expect(Number.isInteger(price.salePaise) && Number.isInteger(price.mrpPaise)).toBe(true);
      expect(price.salePaise).toBeGreaterThanOrEqual(MIN_PAISE);
      expect(price.mrpPaise).toBeLessThanOrEqual(MAX_PAISE);
      expect(price.salePaise).toBeLessThanOrEqual(price.mrpPaise);
      expect(price.basePaise).toBe(price.mrpPaise);
      if (price.mrpPaise > price.salePaise) {
        const discount = 1 - price.salePaise / price.mrpPaise;
        expect(discount).toBeGreaterThanOrEqual(0.05);
        expect(discount).toBeLessThanOrEqual(0.3);
      }
    }
    const discounted = seedProducts.filter((p) => p.price.mrpPaise > p.price.salePaise).length / seedProducts.length;
    expect(discounted).toBeGreaterThan(0.5);
    expect(discounted).toBeLessThan(0.7);
  });

  it('keeps silver affordable and gold above ₹20,000', () => {
    for (const p of seedProducts) {
      const metal = p.attributes.find((a) => a.name === 'Metal')?.value ?? '';
      if (metal.includes('Silver')) expect(p.price.salePaise, p.slug).toBeLessThanOrEqual(1500000);
      if (metal.includes('Gold') || metal.includes('Platinum')) expect(p.price.salePaise, p.slug).toBeGreaterThanOrEqual(2000000);
    }
  });

  it('applies the COD and free-shipping thresholds', () => {
    for (const p of seedProducts) {
      expect(p.codAvailable, p.slug).toBe(p.price.salePaise <= 5000000);
      expect(p.freeShipping, p.slug).toBe(p.price.salePaise >= 2500000);
    }
  });

  it('has stock levels that exercise the shop: sold out, last few, plenty', () => {
    expect(seedProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(6);
    expect(seedProducts.some((p) => p.stock >= 1 && p.stock <= 2)).toBe(true);
    for (const p of seedProducts) {
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.maxOrderQuantity).toBeGreaterThanOrEqual(2);
      expect(p.maxOrderQuantity).toBeLessThanOrEqual(10);
    }
  });

  it('tags enough featured and bestseller pieces across categories, each with 2-3 feature tags', () => {
    const featured = seedProducts.filter((p) => p.tags.includes('featured'));
    expect(featured.length).toBeGreaterThanOrEqual(12);
    expect(new Set(featured.map((p) => p.categorySlug)).size).toBeGreaterThanOrEqual(6);
    expect(seedProducts.filter((p) => p.tags.includes('bestseller')).length).toBeGreaterThanOrEqual(12);
    for (const tag of ['gifting', 'bridal', 'daily-wear']) expect(seedProducts.some((p) => p.tags.includes(tag)), tag).toBe(true);
    for (const p of seedProducts) {
      const features = p.tags.filter((t) => t.startsWith('feature:'));
      expect(features.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(features.length, p.slug).toBeLessThanOrEqual(3);
    }
  });

  it('has variants that follow the product rules', () => {
    expect(withVariants.length).toBeGreaterThanOrEqual(30);
    for (const p of withVariants) {
      const [first] = p.variants;
      expect(p.variants.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.variants.length, p.slug).toBeLessThanOrEqual(4);
      expect(p.price, p.slug).toEqual(first?.price);
      expect(p.metal, p.slug).toBe(first?.metal);
      expect(p.stock, p.slug).toBe(p.variants.reduce((sum, v) => sum + v.stock, 0));
      expect(new Set(p.variants.map((v) => v.variantName)).size, p.slug).toBe(p.variants.length);
      for (const v of p.variants) {
        expect(v.attributes.length).toBeGreaterThan(0);
        for (const a of v.attributes) expect(VARIANT_ATTRIBUTES.has(a.name), `${p.slug} ${a.name}`).toBe(true);
      }
    }
    expect(withVariants.some((p) => p.variants.some((v) => v.stock === 0))).toBe(true);
  });

  it('prices longer chains higher', () => {
    for (const p of withVariants.filter((x) => x.variants[0]?.attributes[0]?.name === 'Chain Length')) {
      const prices = p.variants.map((v) => v.price.salePaise);
      expect([...prices].sort((a, b) => a - b), p.slug).toEqual(prices);
      expect(new Set(prices).size, p.slug).toBe(prices.length);
    }
  });

  it('names and describes every product in English, Hindi, Tamil and Telugu, each in its own script', () => {
    for (const p of seedProducts) {
      expectFourLanguages(p.name, `${p.slug} name`);
      expectFourLanguages(p.shortDescription, `${p.slug} short description`);
      expectFourLanguages(p.longDescription, `${p.slug} long description`);
      expect(p.longDescription.en.length, p.slug).toBeGreaterThan(p.shortDescription.en.length);
    }
  });

  it('describes each piece with attributes and specification groups', () => {
    for (const p of seedProducts) {
      const names = p.attributes.map((a) => a.name);
      for (const name of ['Metal', 'Purity', 'Weight', 'Style']) expect(names, p.slug).toContain(name);
      const groups = p.specifications.map((s) => s.group.en);
      for (const group of ['Metal', 'Purity', 'Gross Weight', 'Certification', 'Occasion', 'Care']) expect(groups, p.slug).toContain(group);
    }
  });

  it('says every feature line in the four languages, each in its own script', () => {
    for (const p of seedProducts) {
      for (const tag of p.tags.filter((t) => t.startsWith('feature:'))) {
        const feature = tag.slice('feature:'.length);
        expect(TRANSLATED_FEATURES, `${p.slug}: ${feature}`).toContain(feature);
        expectFourLanguages({ en: feature, hi: featureIn(feature, 'hi'), ta: featureIn(feature, 'ta'), te: featureIn(feature, 'te') }, `${p.slug}: ${feature}`);
      }
    }
  });

  it('writes every attribute, specification and variant option in the four languages, each in its own script where it is words', () => {
    // A figure or a stamp alone ('916') reads the same in every language.
    const words = (text: { en: string; hi: string; ta: string; te: string }, where: string) => {
      if (/\p{L}/u.test(text.en)) expectFourLanguages(text, where);
      else expect([text.hi, text.ta, text.te], where).toEqual([text.en, text.en, text.en]);
    };
    for (const p of seedProducts) {
      for (const a of p.attributes) {
        expectFourLanguages(a.label, `${p.slug} ${a.name} label`);
        words(a.displayValue, `${p.slug} ${a.name}`);
        expect(a.displayValue.en, `${p.slug} ${a.name}`).toBe(a.value);
      }
      for (const s of p.specifications) {
        expectFourLanguages(s.group, `${p.slug} ${s.group.en} group`);
        words(s.value, `${p.slug} ${s.group.en}`);
      }
      for (const v of p.variants) for (const a of v.attributes) expectFourLanguages(a.displayValue, `${p.slug} ${v.variantName}`);
    }
  });

  it('spreads creation dates so some products are new', () => {
    for (const p of seedProducts) {
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(1);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(400);
    }
    const recent = seedProducts.filter((p) => p.createdDaysAgo <= 29).length;
    expect(recent).toBeGreaterThanOrEqual(12);
    expect(recent).toBeLessThanOrEqual(22);
  });
});
