import { describe, expect, it } from 'vitest';
import { codRefusal } from './cash-on-delivery';

const limit = 5_000_000;

describe('cash on delivery', () => {
  it('is refused for an item without it, a PIN without it, or a total above the limit, saying why', () => {
    expect(codRefusal({ itemsAllowCod: false, pinAllowsCod: true, totalPaise: 100, codLimitPaise: limit })).toBe('Cash on delivery is not available for some items in this order');
    expect(codRefusal({ itemsAllowCod: true, pinAllowsCod: false, totalPaise: 100, codLimitPaise: limit })).toBe('Cash on delivery is not available for this PIN code');
    expect(codRefusal({ itemsAllowCod: true, pinAllowsCod: true, totalPaise: limit + 1, codLimitPaise: limit })).toBe('Cash on delivery is available for orders up to ₹50,000');
  });

  it('follows the limit it is given', () => {
    expect(codRefusal({ itemsAllowCod: true, totalPaise: 3_000_000, codLimitPaise: 2_000_000 })).toBe('Cash on delivery is available for orders up to ₹20,000');
    expect(codRefusal({ itemsAllowCod: true, totalPaise: 3_000_000, codLimitPaise: 3_000_000 })).toBeUndefined();
  });

  it('is allowed at exactly the limit and leaves an unknown PIN or total unjudged', () => {
    expect(codRefusal({ itemsAllowCod: true, pinAllowsCod: true, totalPaise: limit, codLimitPaise: limit })).toBeUndefined();
    expect(codRefusal({ itemsAllowCod: true, codLimitPaise: limit })).toBeUndefined();
  });
});
