import type { z } from 'zod';
import type { AdminProduct, AdminProductCreateInput } from '@aabhushan/shared/schemas/admin-products';
import { EMPTY_LOCALIZED, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';

/** The product form's fields as typed (text), and the API body they make. */
export interface ProductFormValues {
  /** The name in English and, where written, Hindi, Tamil and Telugu (blank: not yet written). */
  name: LocalizedValues;
  slug: string;
  categoryId: string;
  metal: string;
  purity: string;
  huid: string;
  netWeightGrams: string;
  stoneValue: string;
  mrp: string;
  salePrice: string;
  basePrice: string;
  stockQuantity: string;
  maxOrderQuantity: string;
  /** The most characters a shopper may have engraved; blank: the piece is not engraved. */
  engravingMaxLength: string;
  tags: string;
  shortDescription: LocalizedValues;
  longDescription: LocalizedValues;
  images: Array<{ url: string; altText: string; isPrimary: boolean }>;
  pricingMode: 'fixed' | 'weight';
  makingKind: 'percent' | 'per-gram';
  makingValue: string;
  codAvailable: boolean;
  freeShipping: boolean;
  isActive: boolean;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: EMPTY_LOCALIZED, slug: '', categoryId: '', metal: 'gold', purity: '', huid: '', netWeightGrams: '', stoneValue: '0',
  mrp: '', salePrice: '', basePrice: '', stockQuantity: '0', maxOrderQuantity: '10', engravingMaxLength: '', tags: '', shortDescription: EMPTY_LOCALIZED, longDescription: EMPTY_LOCALIZED,
  images: [], pricingMode: 'fixed', makingKind: 'percent', makingValue: '',
  codAvailable: true, freeShipping: false, isActive: false,
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: localizedValuesOf(product.name),
    slug: product.slug,
    categoryId: product.category.id,
    metal: product.metal,
    purity: product.purity ?? '',
    huid: product.huid ?? '',
    netWeightGrams: text(product.netWeightGrams),
    stoneValue: text(product.stoneValue),
    mrp: text(product.mrp),
    salePrice: text(product.salePrice),
    basePrice: text(product.basePrice),
    stockQuantity: text(product.stockQuantity),
    maxOrderQuantity: text(product.maxOrderQuantity),
    engravingMaxLength: text(product.engravingMaxLength),
    tags: product.tags.join(', '),
    shortDescription: localizedValuesOf(product.shortDescription),
    longDescription: localizedValuesOf(product.longDescription),
    images: product.images.map((image) => ({ ...image })),
    pricingMode: product.pricingMode,
    makingKind: product.makingCharge?.kind ?? 'percent',
    makingValue: product.makingCharge ? String(product.makingCharge.kind === 'percent' ? product.makingCharge.percent : product.makingCharge.perGram) : '',
    codAvailable: product.codAvailable,
    freeShipping: product.freeShipping,
    isActive: product.isActive,
  };
}

/** The making charges typed, or null when left blank. */
function makingChargeOf(values: ProductFormValues): AdminProductCreateInput['makingCharge'] {
  const value = numberOf(values.makingValue);
  if (value === undefined) return null;
  return values.makingKind === 'percent' ? { kind: 'percent', percent: value } : { kind: 'per-gram', perGram: value };
}

/** A typed number, or undefined for a blank (the schema then says what it needs). */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(/,/g, '')));
const blankIsNull = <T>(value: string, make: (trimmed: string) => T) => (value.trim() === '' ? null : make(value.trim()));

/** The API body of the form (the API leaves a blank translation out: the store shows the English there). */
export function bodyOf(values: ProductFormValues): AdminProductCreateInput {
  return {
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    categoryId: values.categoryId,
    metal: values.metal as AdminProductCreateInput['metal'],
    purity: blankIsNull(values.purity, (purity) => purity as NonNullable<AdminProductCreateInput['purity']>),
    huid: blankIsNull(values.huid, (huid) => huid),
    netWeightGrams: blankIsNull(values.netWeightGrams, Number),
    stoneValue: numberOf(values.stoneValue) ?? 0,
    pricingMode: values.pricingMode,
    makingCharge: makingChargeOf(values),
    // By weight the server prices the piece from the day's rate.
    ...(values.pricingMode === 'fixed' ? { mrp: numberOf(values.mrp), salePrice: numberOf(values.salePrice), basePrice: numberOf(values.basePrice) } : {}),
    stockQuantity: numberOf(values.stockQuantity) as number,
    maxOrderQuantity: numberOf(values.maxOrderQuantity) as number,
    engravingMaxLength: blankIsNull(values.engravingMaxLength, Number),
    tags: values.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
    images: values.images.map((image) => ({ ...image, altText: image.altText.trim() })),
    shortDescription: values.shortDescription,
    longDescription: values.longDescription,
    codAvailable: values.codAvailable,
    freeShipping: values.freeShipping,
    isActive: values.isActive,
  };
}

/** Where each field of the body is typed in the form, where the names differ. */
const FIELD_OF: Record<string, keyof ProductFormValues> = {
  makingCharge: 'makingValue',
};

/** The first message of each field, keyed by the form's own field names. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Partial<Record<keyof ProductFormValues, string>> {
  const errors: Partial<Record<keyof ProductFormValues, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = FIELD_OF[key] ?? (key as keyof ProductFormValues);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The fields of `body` that differ from the saved product's (an edit sends only those). */
export function changedFields(body: AdminProductCreateInput, saved: AdminProductCreateInput): Partial<AdminProductCreateInput> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(value) !== JSON.stringify((saved as Record<string, unknown>)[key])) changes[key] = value;
  }
  return changes as Partial<AdminProductCreateInput>;
}
