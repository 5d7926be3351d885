import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES, adminProductCreateSchema, type AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import { bodyOf, changedFields, EMPTY_PRODUCT_FORM, fieldErrorsOf, formValuesOf } from './product-form-values';

const ring: AdminProduct = {
  id: 'p1',
  slug: 'classic-band',
  name: { en: 'Classic Band' },
  shortDescription: { en: 'A slim band.' },
  longDescription: { en: 'A slim band in 22K gold.' },
  category: { id: 'c1', slug: 'rings', name: 'Rings' },
  brandId: null,
  metal: 'gold',
  purity: '22K',
  huid: null,
  netWeightGrams: 2.15,
  stoneValue: 0,
  basePrice: 21_000,
  salePrice: 19_999,
  mrp: 21_000,
  stockQuantity: 6,
  maxOrderQuantity: 10,
  engravingMaxLength: 12,
  tags: [],
  images: [],
  attributes: [],
  specifications: [],
  shippingClass: 'standard',
  pricingMode: 'fixed',
  makingCharge: null,
  codAvailable: true,
  freeShipping: false,
  isActive: true,
  variants: [],
  availableStock: 6,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const refusalsOf = (engravingMaxLength: string) => {
  const parsed = adminProductCreateSchema.safeParse(bodyOf({ ...formValuesOf(ring), engravingMaxLength }));
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

describe('the product form: engraving', () => {
  it('shows the saved maximum, and an empty field for a piece that is not engraved', () => {
    expect(formValuesOf(ring).engravingMaxLength).toBe('12');
    expect(formValuesOf({ ...ring, engravingMaxLength: null }).engravingMaxLength).toBe('');
    expect(EMPTY_PRODUCT_FORM.engravingMaxLength).toBe('');
  });

  it('sends the typed maximum as a number, and an empty field as not engraved (null)', () => {
    expect(bodyOf({ ...formValuesOf(ring), engravingMaxLength: ' 10 ' }).engravingMaxLength).toBe(10);
    expect(bodyOf({ ...formValuesOf(ring), engravingMaxLength: '' }).engravingMaxLength).toBeNull();
    expect(bodyOf(EMPTY_PRODUCT_FORM).engravingMaxLength).toBeNull();
  });

  it('refuses 0, more than 40, a fraction or words with the API sentence, beside the engraving field', () => {
    for (const typed of ['0', '41', '10.5', 'ten']) expect(refusalsOf(typed)).toEqual({ engravingMaxLength: ADMIN_PRODUCT_MESSAGES.engravingMaxLength });
    expect(refusalsOf('1')).toEqual({});
    expect(refusalsOf('40')).toEqual({});
    expect(refusalsOf('')).toEqual({});
  });

  it('an edit of the engraving alone sends only it', () => {
    const saved = bodyOf(formValuesOf(ring));
    expect(changedFields(bodyOf({ ...formValuesOf(ring), engravingMaxLength: '10' }), saved)).toEqual({ engravingMaxLength: 10 });
    expect(changedFields(bodyOf({ ...formValuesOf(ring), engravingMaxLength: '' }), saved)).toEqual({ engravingMaxLength: null });
    expect(changedFields(bodyOf(formValuesOf(ring)), saved)).toEqual({});
  });
});
