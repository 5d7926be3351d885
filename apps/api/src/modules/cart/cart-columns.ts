import { productVariants, products } from '../../db/schema/index';

/** The product columns a cart line carries (the order's placement reads the same). */
export const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  images: products.images,
  basePricePaise: products.basePricePaise,
  salePricePaise: products.salePricePaise,
  mrpPaise: products.mrpPaise,
  stockQuantity: products.stockQuantity,
  maxOrderQuantity: products.maxOrderQuantity,
  isActive: products.isActive,
  categoryId: products.categoryId,
  engravingMaxLength: products.engravingMaxLength,
};
export const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  variantName: productVariants.variantName,
  attributes: productVariants.attributes,
  images: productVariants.images,
  basePricePaise: productVariants.basePricePaise,
  salePricePaise: productVariants.salePricePaise,
  mrpPaise: productVariants.mrpPaise,
  stockQuantity: productVariants.stockQuantity,
  maxOrderQuantity: productVariants.maxOrderQuantity,
  isActive: productVariants.isActive,
};
