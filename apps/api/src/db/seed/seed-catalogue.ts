import type { Database } from '../client';
import { brands, categories, products, productVariants } from '../schema/index';
import type { ImageRow } from '../schema/catalogue';
import { DEFAULT_ENGRAVING_LENGTH } from '@aabhushan/shared/rules/engraving';
import { newId } from '../../lib/new-id';
import { getArtUrl, getBrandLogoUrl, getCategoryIconUrl, type ArtSpec } from '../../lib/art/art-spec';
import type { ArtKind, GemKind, MetalTone, SeedBrand, SeedCategory, SeedProduct } from './seed-types';

const DAY_MS = 24 * 60 * 60 * 1000;
const VIEW_NAMES = ['', 'close-up', 'on display', 'styled'] as const;

export interface Catalogue {
  categories: SeedCategory[];
  brands: SeedBrand[];
  products: SeedProduct[];
}

/** Gallery images of one piece: its four generated views (or two, for a variant). */
function artImages(name: string, kind: ArtKind, metal: MetalTone, gem: GemKind, views: ArtSpec['view'][]): ImageRow[] {
  return views.map((view, index) => ({
    url: getArtUrl({ kind, metal, gem, view }),
    altText: [name, VIEW_NAMES[view - 1]].filter(Boolean).join(', '),
    isPrimary: index === 0,
  }));
}

/** Writes the catalogue in one transaction; `now` anchors the creation dates (New badge). */
export async function insertCatalogue(db: Database, catalogue: Catalogue, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, { id: string; art: ArtKind }>();
    const categoryRows = catalogue.categories.map((category) => {
      const id = newId();
      categoryIds.set(category.slug, { id, art: category.art });
      return {
        id,
        slug: category.slug,
        name: category.name,
        shortDescription: category.shortDescription,
        thumbnailUrl: getArtUrl({ kind: category.art, metal: 'gold', gem: 'ruby', view: 1 }),
        iconUrl: getCategoryIconUrl(category.art),
        isFeatured: category.isFeatured,
        sortOrder: category.sortOrder,
      };
    });
    await tx.insert(categories).values(categoryRows);

    const brandIds = new Map<string, string>();
    const brandRows = catalogue.brands.map((brand) => {
      const id = newId();
      brandIds.set(brand.slug, id);
      return { id, slug: brand.slug, name: brand.name, logoUrl: getBrandLogoUrl(brand.slug) };
    });
    await tx.insert(brands).values(brandRows);

    const productRows: (typeof products.$inferInsert)[] = [];
    const variantRows: (typeof productVariants.$inferInsert)[] = [];
    for (const product of catalogue.products) {
      const category = categoryIds.get(product.categorySlug);
      if (!category) throw new Error(`Seed product ${product.slug} names unknown category ${product.categorySlug}`);
      const id = newId();
      const createdAt = new Date(now.getTime() - product.createdDaysAgo * DAY_MS);
      productRows.push({
        id,
        slug: product.slug,
        name: product.name,
        shortDescription: product.shortDescription,
        longDescription: product.longDescription,
        basePricePaise: product.price.basePaise,
        salePricePaise: product.price.salePaise,
        mrpPaise: product.price.mrpPaise,
        images: artImages(product.name.en, category.art, product.metal, product.gem, [1, 2, 3, 4]),
        metal: product.metal,
        attributes: product.attributes,
        specifications: product.specifications,
        stockQuantity: product.stock,
        maxOrderQuantity: product.maxOrderQuantity,
        tags: product.tags,
        categoryId: category.id,
        brandId: brandIds.get(product.brandSlug) ?? null,
        codAvailable: product.codAvailable,
        engravingMaxLength: seedEngravingLength(product.categorySlug, product.slug),
        freeShipping: product.freeShipping,
        createdAt,
        updatedAt: createdAt,
      });
      product.variants.forEach((variant, index) => {
        variantRows.push({
          id: newId(),
          productId: id,
          variantName: variant.variantName,
          attributes: variant.attributes,
          images: artImages(`${product.name.en} (${variant.variantName})`, category.art, variant.metal, variant.gem, [1, 2]),
          basePricePaise: variant.price.basePaise,
          salePricePaise: variant.price.salePaise,
          mrpPaise: variant.price.mrpPaise,
          stockQuantity: variant.stock,
          maxOrderQuantity: product.maxOrderQuantity,
          sortOrder: index,
          createdAt,
          updatedAt: createdAt,
        });
      });
    }
    for (let start = 0; start < productRows.length; start += 500) {
      await tx.insert(products).values(productRows.slice(start, start + 500));
    }
    for (let start = 0; start < variantRows.length; start += 500) {
      await tx.insert(productVariants).values(variantRows.slice(start, start + 500));
    }
  });
}

/** Rings, bands and bangles may be engraved (12 characters); the rest of the demo catalogue is not. */
export function seedEngravingLength(categorySlug: string, slug: string): number | null {
  return categorySlug === 'rings' || categorySlug === 'bangles' || /(^|-)bands?(-|$)/.test(slug) ? DEFAULT_ENGRAVING_LENGTH : null;
}
