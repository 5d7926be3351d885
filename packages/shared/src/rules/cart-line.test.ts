import { describe, expect, it } from 'vitest';
import { CART_LINE_REASONS, getCartLineAvailability, getCartLineMax, maxQuantityMessage } from './cart-line';

const stock = (stockQuantity: number, maxOrderQuantity = 10, isOnSale = true) => ({ isOnSale, stockQuantity, maxOrderQuantity });

describe('getCartLineMax', () => {
  it('is the smallest of 99, stock and maxOrderQuantity', () => {
    expect(getCartLineMax(stock(500, 0))).toBe(99);
    expect(getCartLineMax(stock(4, 10))).toBe(4);
    expect(getCartLineMax(stock(50, 3))).toBe(3);
  });
  it('is 0 when sold out or off sale', () => {
    expect(getCartLineMax(stock(0))).toBe(0);
    expect(getCartLineMax(stock(5, 10, false))).toBe(0);
  });
});

describe('getCartLineAvailability', () => {
  it('is available within the maximum', () => {
    expect(getCartLineAvailability(stock(5), 5)).toEqual({ isAvailable: true, maxQuantity: 5, reason: null });
  });
  it('is unavailable when the piece or its variant was retired', () => {
    expect(getCartLineAvailability(stock(5, 10, false), 1)).toEqual({ isAvailable: false, maxQuantity: 0, reason: CART_LINE_REASONS.retired });
  });
  it('is unavailable when sold out', () => {
    expect(getCartLineAvailability(stock(0), 1)).toEqual({ isAvailable: false, maxQuantity: 0, reason: 'This item is out of stock' });
  });
  it('is unavailable while the line holds more than stock allows, and says the maximum', () => {
    expect(getCartLineAvailability(stock(2), 3)).toEqual({ isAvailable: false, maxQuantity: 2, reason: 'Maximum quantity available is 2' });
    expect(maxQuantityMessage(7)).toBe('Maximum quantity available is 7');
  });
});
