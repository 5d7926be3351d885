import { describe, expect, it } from 'vitest';
import { PRODUCT_KEY_MAX_LENGTH, readProductKey } from './use-product-key';

const none = new URLSearchParams();

describe('readProductKey', () => {
  it('reads the slug of the path, else ?id=', () => {
    expect(readProductKey('gold-ring', none)).toBe('gold-ring');
    expect(readProductKey('gold-ring', new URLSearchParams('id=other'))).toBe('gold-ring');
    expect(readProductKey(undefined, new URLSearchParams('id=%20prod_123%20'))).toBe('prod_123');
    expect(readProductKey(undefined, none)).toBeUndefined();
  });

  it('drops a hostile slug (as the router decoded it) instead of asking the server for it', () => {
    for (const slug of ['\u0000', 'ring\u0001', 'ring\u007f', '\ufffd', 'ring\ud800', '  ', 'r'.repeat(PRODUCT_KEY_MAX_LENGTH + 1), 'r'.repeat(5_000)]) {
      expect(readProductKey(slug, none), JSON.stringify(slug.slice(0, 20))).toBeUndefined();
    }
    expect(readProductKey('r'.repeat(PRODUCT_KEY_MAX_LENGTH), none)).toHaveLength(PRODUCT_KEY_MAX_LENGTH);
  });

  it('drops a hostile or repeated ?id=', () => {
    for (const query of ['id=%00', 'id=%E0%A4', 'id=a&id=b', `id=${'a'.repeat(5_000)}`]) {
      expect(readProductKey(undefined, new URLSearchParams(query)), query).toBeUndefined();
    }
  });
});
