import { describe, expect, it } from 'vitest';
import {
  acceptQuantity,
  CART_MAX_QUANTITY,
  DETAIL_MAX_QUANTITY,
  getMaxPurchasable,
  isAcceptableQuantity,
  isInStock,
} from './quantity';

const stock = (quantity: number, maxOrderQuantity: number, inStock = quantity > 0) => ({ quantity, maxOrderQuantity, inStock });

describe('isInStock', () => {
  it('needs both the flag and a piece on hand', () => {
    expect(isInStock(stock(3, 5))).toBe(true);
    expect(isInStock(stock(0, 5, true))).toBe(false);
    expect(isInStock(stock(3, 5, false))).toBe(false);
  });
});

describe('getMaxPurchasable', () => {
  it('is 10 on the product page when stock and the order cap allow more', () => {
    expect(getMaxPurchasable(stock(50, 20))).toBe(DETAIL_MAX_QUANTITY);
  });

  it('is the smaller of stock and maxOrderQuantity', () => {
    expect(getMaxPurchasable(stock(4, 20))).toBe(4);
    expect(getMaxPurchasable(stock(50, 2))).toBe(2);
    expect(getMaxPurchasable(stock(3, 3))).toBe(3);
  });

  it('treats a missing order cap as no cap of its own', () => {
    expect(getMaxPurchasable(stock(7, 0))).toBe(7);
    expect(getMaxPurchasable(stock(70, 0))).toBe(10);
  });

  it('is 0 when sold out, whatever the numbers say', () => {
    expect(getMaxPurchasable(stock(0, 5))).toBe(0);
    expect(getMaxPurchasable(stock(3, 5, false))).toBe(0);
    expect(getMaxPurchasable(stock(-2, 5, true))).toBe(0);
  });

  it('takes the cart ceiling of 99 when asked', () => {
    expect(getMaxPurchasable(stock(500, 0), CART_MAX_QUANTITY)).toBe(99);
    expect(getMaxPurchasable(stock(500, 40), CART_MAX_QUANTITY)).toBe(40);
    expect(getMaxPurchasable(stock(12, 40), CART_MAX_QUANTITY)).toBe(12);
  });
});

describe('acceptQuantity', () => {
  it('takes a whole number within 1 and the maximum', () => {
    expect(acceptQuantity(3, 4, 10)).toBe(4);
    expect(acceptQuantity(3, 1, 10)).toBe(1);
    expect(acceptQuantity(3, 10, 10)).toBe(10);
    expect(isAcceptableQuantity(5, 5)).toBe(true);
  });

  it('ignores out-of-range and non-whole requests', () => {
    expect(acceptQuantity(3, 0, 10)).toBe(3);
    expect(acceptQuantity(3, -1, 10)).toBe(3);
    expect(acceptQuantity(3, 6, 5)).toBe(3);
    expect(acceptQuantity(3, 2.5, 5)).toBe(3);
    expect(acceptQuantity(3, Number.NaN, 5)).toBe(3);
    expect(isAcceptableQuantity(Number.POSITIVE_INFINITY, 5)).toBe(false);
  });

  it('never passes the screen ceiling even when stock allows more', () => {
    expect(acceptQuantity(3, 11, 50)).toBe(3);
    expect(acceptQuantity(3, 11, 50, CART_MAX_QUANTITY)).toBe(11);
    expect(acceptQuantity(3, 100, 500, CART_MAX_QUANTITY)).toBe(3);
  });
});
