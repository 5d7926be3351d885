import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { PRODUCT_METALS, type ProductFacets } from '@aabhushan/shared/schemas/catalogue';
import type { LocalizedText } from '../../db/schema/catalogue';
import type { ProductListFilter } from './product-filters';

/**
 * Active products matching the filters that are not facets (tag, search), grouped by the facet
 * values. The database answers these few dozen rows in one pass; the facets are derived here.
 */
export interface FacetGroup {
  categoryId: string;
  metal: string;
  inStock: boolean;
  /** Products in the group. */
  count: number;
  /** Of those, the ones inside the asked price range (all of them without one). */
  inPrice: number;
  minPaise: number;
  maxPaise: number;
}

/** A category as the category facet lists it. */
export interface FacetCategory {
  id: string;
  slug: string;
  name: LocalizedText;
}

type Facet = 'category' | 'metal' | 'price' | 'stock';

/**
 * Standard faceting: a facet's counts apply every other active filter, so each count is what
 * selecting that value returns. `total` applies them all (the list's totalItems).
 */
export function buildFacets(
  groups: FacetGroup[],
  categoryList: FacetCategory[],
  filter: ProductListFilter,
): { total: number; facets: ProductFacets } {
  const slugCategoryId = filter.categorySlug
    ? (categoryList.find((category) => category.slug === filter.categorySlug)?.id ?? null)
    : undefined;
  const passes = (group: FacetGroup, facet: Facet): boolean =>
    (facet === 'category' ||
      ((!filter.categoryId || group.categoryId === filter.categoryId) &&
        (slugCategoryId === undefined || group.categoryId === slugCategoryId))) &&
    (facet === 'metal' || !filter.metals?.length || filter.metals.includes(group.metal)) &&
    (facet === 'stock' || !filter.inStock || group.inStock);
  // The price facet is the range over the other filters, so it ignores the asked range.
  const counted = (facet: Facet) => groups.filter((group) => passes(group, facet));
  const sum = (list: FacetGroup[]) => list.reduce((total, group) => total + group.inPrice, 0);

  const byCategory = new Map<string, number>();
  for (const group of counted('category')) byCategory.set(group.categoryId, (byCategory.get(group.categoryId) ?? 0) + group.inPrice);

  const byMetal = new Map<string, number>();
  for (const group of counted('metal')) byMetal.set(group.metal, (byMetal.get(group.metal) ?? 0) + group.inPrice);
  // A selected metal stays listed (count 0) so the shopper can clear it.
  for (const metal of filter.metals ?? []) if (!byMetal.has(metal)) byMetal.set(metal, 0);
  const metalRank = (metal: string) => {
    const index = (PRODUCT_METALS as readonly string[]).indexOf(metal);
    return index === -1 ? PRODUCT_METALS.length : index;
  };

  const priced = counted('price').filter((group) => group.count > 0);
  const price = priced.length
    ? {
        min: Math.floor(paiseToRupees(Math.min(...priced.map((group) => group.minPaise)))),
        max: Math.ceil(paiseToRupees(Math.max(...priced.map((group) => group.maxPaise)))),
      }
    : { min: 0, max: 0 };

  return {
    total: sum(counted('price')),
    facets: {
      categories: categoryList.map((category) => ({
        _id: category.id,
        slug: category.slug,
        name: category.name,
        count: byCategory.get(category.id) ?? 0,
      })),
      metals: [...byMetal]
        .filter(([metal, count]) => count > 0 || filter.metals?.includes(metal))
        .sort(([a], [b]) => metalRank(a) - metalRank(b) || a.localeCompare(b))
        .map(([value, count]) => ({ value, count })),
      price,
      inStock: sum(counted('stock').filter((group) => group.inStock)),
    },
  };
}
