import type { LocalizedText } from '@aabhushan/shared/schemas/common';

/** What a variant is named by: the product page's option and the cart line's chosen one. */
interface NamedVariant {
  variantName: string;
  /** A cart answered before it sent the shown values has none: the variant's name then. */
  attributes: ReadonlyArray<{ displayValue?: LocalizedText | undefined }>;
}

/**
 * A variant's option as the shopper reads it: its attributes' shown values where every one is
 * written in the language ("அளவு 12"), else the variant's name, which staff write in English.
 * The product page's picker, the cart line and the checkout summary name an option by it alike.
 */
export function getVariantLabel(variant: NamedVariant, language: string): string {
  const code = language.split('-')[0] as keyof LocalizedText;
  if (code === 'en' || variant.attributes.length === 0) return variant.variantName;
  const words = variant.attributes.map((attribute) => attribute.displayValue?.[code]?.trim() ?? '');
  return words.every((word) => word !== '') ? words.join(', ') : variant.variantName;
}
