import { describe, expect, it } from 'vitest';
import { maxQuantityMessage } from '../rules/cart-line';
import { couponDroppedMessage, minimumOrderMessage } from '../rules/coupon';
import { returnWindowClosedMessage } from '../rules/order-status';
import { AUTH_ANSWERS, tooManySignIns } from '../schemas/auth-answers';
import { ORDER_MESSAGES } from '../schemas/orders';
import { codeOfMessage, MESSAGE_CATALOGUE } from './catalogue';
import { SHOPPER_GROUPS } from './catalogue-shopper';
import { STAFF_GROUPS } from './catalogue-staff';
import { codeOfKey, isCodedProducer } from './refusal-code';

describe('the message catalogue', () => {
  it('gives every code one text, and every code the shape of a constant', () => {
    const textOf = new Map<string, string>();
    for (const { code, text } of MESSAGE_CATALOGUE) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
      expect(textOf.get(code) ?? text, code).toBe(text);
      textOf.set(code, text);
    }
    expect(textOf.size).toBeGreaterThan(400);
  });

  it('knows every text a group can make: a producer in a group has its code', () => {
    for (const group of Object.values({ ...SHOPPER_GROUPS, ...STAFF_GROUPS })) {
      for (const [key, value] of Object.entries(group)) {
        if (typeof value === 'function') expect(isCodedProducer(value), key).toBe(true);
      }
    }
  });

  it('codes a fixed text by its group and key', () => {
    expect(codeOfKey('ORDER', 'notCancellable')).toBe('ORDER_NOT_CANCELLABLE');
    expect(codeOfMessage(AUTH_ANSWERS.invalidCredentials)).toEqual({ code: 'ACCOUNT_INVALID_CREDENTIALS' });
    expect(codeOfMessage(ORDER_MESSAGES.verifyEmailFirst)).toEqual({ code: 'ORDER_VERIFY_EMAIL_FIRST' });
    expect(codeOfMessage('A sentence no group says')).toBeUndefined();
  });

  it('codes a text made with values, and the text stays word for word', () => {
    expect(tooManySignIns(1)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(codeOfMessage(tooManySignIns(12))).toEqual({ code: 'AUTH_TOO_MANY_SIGN_INS', values: { count: 12 } });
    expect(codeOfMessage(maxQuantityMessage(3))).toEqual({ code: 'CART_MAX_QUANTITY', values: { max: 3 } });
    expect(codeOfMessage(returnWindowClosedMessage(10))).toEqual({ code: 'ORDER_STATUS_RETURN_WINDOW_CLOSED', values: { count: 10 } });
    expect(codeOfMessage(returnWindowClosedMessage(0))).toEqual({ code: 'ORDER_STATUS_NO_RETURNS' });
  });

  it('carries a reason inside a message with its own code and amount', () => {
    const message = couponDroppedMessage('WELCOME10', minimumOrderMessage(500_000));
    expect(message).toBe('Coupon WELCOME10 was removed: Minimum order value of ₹5,000 required');
    expect(codeOfMessage(message)).toEqual({
      code: 'COUPON_DROPPED',
      values: { coupon: 'WELCOME10', reason: 'Minimum order value of ₹5,000 required', reasonCode: 'COUPON_MINIMUM_ORDER', amount: '₹5,000' },
    });
  });
});
