import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES, adminProductCreateSchema } from '@aabhushan/shared/schemas/admin-products';
import { adminRing } from './admin-ring.fixture';
import { bodyOf, changedFields, EMPTY_PRODUCT_FORM, fieldErrorsOf, formValuesOf } from './product-form-values';

const ring = adminRing({ engravingMaxLength: 12 });

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
