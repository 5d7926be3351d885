import { describe, expect, it } from 'vitest';
import { buildFacets, type FacetCategory, type FacetGroup } from './product-facets';

const category = (id: string, slug: string): FacetCategory => ({ id, slug, name: { en: slug } });
const categories = [category('c1', 'rings'), category('c2', 'earrings')];
const group = (categoryId: string, metal: string, inStock: boolean, count: number, inPrice: number, minPaise: number, maxPaise: number): FacetGroup => ({
  categoryId,
  metal,
  inStock,
  count,
  inPrice,
  minPaise,
  maxPaise,
});
const groups = [
  group('c1', 'gold', true, 4, 3, 100000, 900000),
  group('c1', 'gold', false, 2, 2, 150000, 250000),
  group('c1', 'silver', true, 5, 1, 20000, 80000),
  group('c2', 'gold', true, 3, 3, 500000, 700000),
  group('c2', 'platinum', false, 1, 0, 9000000, 9000000),
];

describe('buildFacets', () => {
  it('without filters, counts every product in the price range', () => {
    const { total, facets } = buildFacets(groups, categories, {});
    expect(total).toBe(9);
    expect(facets.categories.map((c) => [c.slug, c.count])).toEqual([['rings', 6], ['earrings', 3]]);
    expect(facets.metals).toEqual([
      { value: 'gold', count: 8 },
      { value: 'silver', count: 1 },
    ]);
    expect(facets.price).toEqual({ min: 200, max: 90000 });
    expect(facets.inStock).toBe(7);
  });

  it('applies every other filter to each facet', () => {
    const { total, facets } = buildFacets(groups, categories, { categorySlug: 'rings', metals: ['gold'], inStock: true });
    expect(total).toBe(3);
    expect(facets.categories.map((c) => c.count)).toEqual([3, 3]); // gold, in stock, by category
    expect(facets.metals).toEqual([
      { value: 'gold', count: 3 },
      { value: 'silver', count: 1 },
    ]); // rings in stock, by metal
    expect(facets.price).toEqual({ min: 1000, max: 9000 }); // gold rings in stock, any price
    expect(facets.inStock).toBe(3);
  });

  it('finds nothing for an unknown category slug, and keeps a selected metal listed', () => {
    const { total, facets } = buildFacets(groups, categories, { categorySlug: 'crowns', metals: ['platinum'] });
    expect(total).toBe(0);
    expect(facets.metals).toEqual([{ value: 'platinum', count: 0 }]);
    expect(facets.price).toEqual({ min: 0, max: 0 });
    expect(facets.categories.map((c) => c.count)).toEqual([0, 0]);
  });
});
