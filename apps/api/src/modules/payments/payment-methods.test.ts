import { describe, expect, it } from 'vitest';
import { listPaymentMethods } from './payment-methods';

const limit = 5_000_000;

describe('payment methods', () => {
  it('lists card, upi, netbanking, wallet, emi and cod, all available when COD is allowed', () => {
    const methods = listPaymentMethods({ itemsAllowCod: true, pinAllowsCod: true, totalPaise: 4_999_900, codLimitPaise: limit });
    expect(methods.map((m) => m.type)).toEqual(['card', 'upi', 'netbanking', 'wallet', 'emi', 'cod']);
    expect(methods.every((m) => m.available && m.reason === undefined)).toBe(true);
  });

  it('marks COD unavailable with the reason of the cash-on-delivery rule', () => {
    const cod = listPaymentMethods({ itemsAllowCod: true, totalPaise: limit + 1, codLimitPaise: limit }).at(-1)!;
    expect(cod).toMatchObject({ type: 'cod', available: false, reason: 'Cash on delivery is available for orders up to ₹50,000' });
  });

  it('leaves the online methods out of a total above ₹15,00,000, saying why', () => {
    const methods = listPaymentMethods({ itemsAllowCod: true, pinAllowsCod: true, totalPaise: 150_000_001, codLimitPaise: limit });
    const online = methods.filter((m) => m.type !== 'cod');
    expect(online.every((m) => !m.available && m.reason === 'Online payment is available for orders from ₹1 to ₹15,00,000')).toBe(true);
    expect(methods.at(-1)).toMatchObject({ type: 'cod', available: false });
    expect(listPaymentMethods({ itemsAllowCod: true, totalPaise: 150_000_000, codLimitPaise: limit })[0]!.available).toBe(true);
  });
});
