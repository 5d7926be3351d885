import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { AdminProduct, MakingChargeInput } from '@aabhushan/shared/schemas/admin-products';
import type { CategoryRow, ProductRow, VariantRow } from '../../catalogue/catalogue.repository';

/** Stock that can be sold: the active variants' together where the piece has any, else its own. */
export function availableStockOf(product: Pick<ProductRow, 'stockQuantity'>, variants: Pick<VariantRow, 'isActive' | 'stockQuantity'>[]): number {
  const active = variants.filter((variant) => variant.isActive);
  return active.length > 0 ? active.reduce((sum, variant) => sum + variant.stockQuantity, 0) : product.stockQuantity;
}

/** The making charges as staff write them: a percentage, or rupees per gram; null when none are set. */
export function makingChargeOf(product: Pick<ProductRow, 'makingChargeBasisPoints' | 'makingChargePerGramPaise'>): MakingChargeInput | null {
  if (product.makingChargeBasisPoints !== null) return { kind: 'percent', percent: product.makingChargeBasisPoints / 100 };
  if (product.makingChargePerGramPaise !== null) return { kind: 'per-gram', perGram: paiseToRupees(product.makingChargePerGramPaise) };
  return null;
}

/** A product row as the staff side shows it: rupees, grams, ISO dates. */
export function toAdminProduct(product: ProductRow, category: Pick<CategoryRow, 'id' | 'slug' | 'name'>, variants: VariantRow[]): AdminProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    shortDescription: product.shortDescription,
    longDescription: product.longDescription,
    category: { id: category.id, slug: category.slug, name: category.name.en },
    brandId: product.brandId,
    metal: product.metal,
    purity: product.metalPurity,
    huid: product.huid,
    netWeightGrams: product.metalWeightMg === null ? null : product.metalWeightMg / 1000,
    stoneValue: paiseToRupees(product.stoneValuePaise),
    basePrice: paiseToRupees(product.basePricePaise),
    salePrice: paiseToRupees(product.salePricePaise),
    mrp: paiseToRupees(product.mrpPaise),
    stockQuantity: product.stockQuantity,
    maxOrderQuantity: product.maxOrderQuantity,
    engravingMaxLength: product.engravingMaxLength,
    tags: product.tags,
    images: product.images,
    attributes: product.attributes,
    specifications: product.specifications,
    shippingClass: product.shippingClass,
    pricingMode: product.pricingMode === 'weight' ? 'weight' : 'fixed',
    makingCharge: makingChargeOf(product),
    codAvailable: product.codAvailable,
    freeShipping: product.freeShipping,
    isActive: product.isActive,
    variants: variants.map((variant) => ({
      id: variant.id,
      variantName: variant.variantName,
      attributes: variant.attributes.map(({ name, value }) => ({ name, value })),
      maxOrderQuantity: variant.maxOrderQuantity,
      salePrice: paiseToRupees(variant.salePricePaise),
      mrp: paiseToRupees(variant.mrpPaise),
      stockQuantity: variant.stockQuantity,
      isActive: variant.isActive,
    })),
    availableStock: availableStockOf(product, variants),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
