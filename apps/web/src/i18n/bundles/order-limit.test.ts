import { describe, expect, it } from 'vitest';
import { orderLimitEn } from '../locales/order-limit/en';
import { orderLimitHi } from '../locales/order-limit/hi';
import { orderLimitTa } from '../locales/order-limit/ta';
import { orderLimitTe } from '../locales/order-limit/te';

describe('order limit strings', () => {
  it('have every English key in Hindi, Tamil and Telugu, translated', () => {
    const english = Object.keys(orderLimitEn.orderLimit).sort();
    for (const language of [orderLimitHi, orderLimitTa, orderLimitTe]) {
      expect(Object.keys(language.orderLimit).sort()).toEqual(english);
      for (const key of english) expect(language.orderLimit[key as keyof typeof language.orderLimit]).not.toBe(orderLimitEn.orderLimit[key as keyof typeof orderLimitEn.orderLimit]);
    }
  });
});
