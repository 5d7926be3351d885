import { describe, expect, it } from 'vitest';
import { cartAddSchema, cartItemUpdateSchema, CART_MESSAGES, couponApplySchema, maxQuantityMessage } from './cart';
import { couponValidateSchema } from './coupon';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('cartAddSchema', () => {
  it('adds one piece without a variant unless told otherwise', () => {
    expect(cartAddSchema.parse({ productId: ' p1 ' })).toEqual({ productId: 'p1', quantity: 1 });
    expect(cartAddSchema.parse({ productId: 'p1', quantity: 3, variantId: 'v1' })).toEqual({ productId: 'p1', quantity: 3, variantId: 'v1' });
    expect(cartAddSchema.parse({ productId: 'p1', variantId: null }).variantId).toBeNull();
  });
  it("refuses 0 or less with the spec's 'Quantity must be at least 1'", () => {
    for (const quantity of [0, -2]) expect(firstMessage(cartAddSchema.safeParse({ productId: 'p1', quantity }))).toBe('Quantity must be at least 1');
  });
  it("refuses a fraction or a non-number with 'Invalid quantity'", () => {
    for (const quantity of [1.5, '2', null]) expect(firstMessage(cartAddSchema.safeParse({ productId: 'p1', quantity }))).toBe('Invalid quantity');
  });
  it('refuses a missing product or a blank variant', () => {
    expect(firstMessage(cartAddSchema.safeParse({}))).toBe(CART_MESSAGES.invalidProduct);
    expect(firstMessage(cartAddSchema.safeParse({ productId: 'p1', variantId: ' ' }))).toBe(CART_MESSAGES.invalidVariant);
  });
});

describe('cartItemUpdateSchema', () => {
  it('accepts 0 and negatives (they remove the line) but not fractions', () => {
    expect(cartItemUpdateSchema.parse({ quantity: 0 }).quantity).toBe(0);
    expect(cartItemUpdateSchema.parse({ quantity: -1 }).quantity).toBe(-1);
    expect(firstMessage(cartItemUpdateSchema.safeParse({ quantity: 2.5 }))).toBe('Invalid quantity');
    expect(firstMessage(cartItemUpdateSchema.safeParse({}))).toBe('Invalid quantity');
  });
});

describe('coupon codes', () => {
  it("trims, and answers blank with 'Please enter a coupon code'", () => {
    expect(couponApplySchema.parse({ couponCode: ' welcome10 ' }).couponCode).toBe('welcome10');
    for (const couponCode of ['', '   ', undefined]) expect(firstMessage(couponApplySchema.safeParse({ couponCode }))).toBe('Please enter a coupon code');
    expect(firstMessage(couponValidateSchema.safeParse({ code: ' ' }))).toBe('Please enter a coupon code');
  });
  it('answers each bad validate field with its message', () => {
    const validate = (body: object) => firstMessage(couponValidateSchema.safeParse({ code: 'WELCOME10', ...body }));
    expect(validate({ subtotal: -1 })).toBe('subtotal must be a number of rupees of at least 0');
    expect(validate({ items: 'all' })).toBe('items must be a list of at most 100 lines');
    expect(validate({ items: [{}] })).toBe('Invalid product');
    expect(validate({ items: [{ productId: 'p1', quantity: 0 }] })).toBe('Quantity must be at least 1');
    expect(validate({ items: [{ productId: 'p1', quantity: 100 }] })).toBe('Maximum quantity available is 99');
    expect(validate({ items: [{ productId: 'p1', quantity: 1.5 }] })).toBe('Invalid quantity');
  });
});

describe('maxQuantityMessage', () => {
  it('names the maximum', () => {
    expect(maxQuantityMessage(3)).toBe('Maximum quantity available is 3');
  });
});
