import type { ProductVariant } from '@aabhushan/shared/schemas/catalogue';

/**
 * A variant's option as the shopper reads it: its attributes' shown values where every one is
 * written in the language ("அளவு 12"), else the variant's name, which staff write in English.
 * A module of its own, read by the product page's picker only, so the cards' first view does
 * not carry it.
 */
export function getVariantLabel(variant: ProductVariant, language: string): string {
  const code = language.split('-')[0] as keyof ProductVariant['attributes'][number]['displayValue'];
  if (code === 'en' || variant.attributes.length === 0) return variant.variantName;
  const words = variant.attributes.map((attribute) => attribute.displayValue[code]?.trim() ?? '');
  return words.every((word) => word !== '') ? words.join(', ') : variant.variantName;
}
