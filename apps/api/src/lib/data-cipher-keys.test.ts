import { describe, expect, it } from 'vitest';
import { sealV1 } from '../test/seal-v1';
import { createDataCipher, DataCipherError, parsePreviousDataKeys, SEALED_VALUE_PATTERN } from './data-cipher';

const OLD_KEY = 'the-old-data-key-that-is-at-least-32-characters';
const NEW_KEY = 'the-new-data-key-that-is-at-least-32-characters';

describe('data cipher key ids and rotation', () => {
  it('names the key in what it seals, and the same key always gets the same id', () => {
    const sealed = createDataCipher(NEW_KEY).seal('9829019850', 'c');
    expect(sealed.startsWith(createDataCipher(NEW_KEY).sealedPrefix)).toBe(true);
    expect(createDataCipher(NEW_KEY).sealedPrefix).not.toBe(createDataCipher(OLD_KEY).sealedPrefix);
    expect(sealed).not.toContain(NEW_KEY.slice(0, 8));
  });

  it('opens values of a previous key it is given, and seals only under the current one', () => {
    const old = createDataCipher(OLD_KEY).seal('302018', 'user:u1:pincode');
    const rotated = createDataCipher(NEW_KEY, [OLD_KEY]);
    expect(rotated.open(old, 'user:u1:pincode')).toBe('302018');
    expect(rotated.seal('302018', 'user:u1:pincode').startsWith(rotated.sealedPrefix)).toBe(true);
    expect(old.startsWith(rotated.sealedPrefix)).toBe(false);
    expect(() => createDataCipher(NEW_KEY).open(old, 'user:u1:pincode')).toThrow(DataCipherError);
  });

  it('keeps opening the first sealed form (no key id) under the current or a previous key', () => {
    const v1 = sealV1(OLD_KEY, '14 Johari Bazaar', 'address:a1:address');
    expect(v1).toMatch(new RegExp(SEALED_VALUE_PATTERN));
    expect(createDataCipher(OLD_KEY).open(v1, 'address:a1:address')).toBe('14 Johari Bazaar');
    expect(createDataCipher(NEW_KEY, [OLD_KEY]).open(v1, 'address:a1:address')).toBe('14 Johari Bazaar');
    expect(() => createDataCipher(NEW_KEY).open(v1, 'address:a1:address')).toThrow(DataCipherError);
    expect(() => createDataCipher(NEW_KEY, [OLD_KEY]).open(v1, 'address:a2:address')).toThrow(DataCipherError);
  });

  it('digests with a key: stable under one key, different under another, matched across a rotation', () => {
    const before = createDataCipher(OLD_KEY);
    const after = createDataCipher(NEW_KEY, [OLD_KEY]);
    expect(before.digest('phone', '9829019850')).toBe(createDataCipher(OLD_KEY).digest('phone', '9829019850'));
    expect(before.digest('phone', '9829019850')).not.toContain('9829019850');
    expect(before.digest('phone', '9829019850')).not.toBe(before.digest('account-phone', '9829019850'));
    expect(after.digest('phone', '9829019850')).not.toBe(before.digest('phone', '9829019850'));
    expect(after.digests('phone', '9829019850')).toEqual([after.digest('phone', '9829019850'), before.digest('phone', '9829019850')]);
    expect(after.digest('phone', '9829019850').startsWith(after.digestPrefix)).toBe(true);
  });

  it('reads DATA_KEY_PREVIOUS as a comma-separated list and refuses a short previous key', () => {
    expect(parsePreviousDataKeys(` ${OLD_KEY} ,, ${NEW_KEY}`)).toEqual([OLD_KEY, NEW_KEY]);
    expect(parsePreviousDataKeys(undefined)).toEqual([]);
    expect(() => createDataCipher(NEW_KEY, ['short'])).toThrow('DATA_KEY_PREVIOUS must be at least 32 characters long');
  });

  it('tells a sealed value from a plain one by its shape', () => {
    const pattern = new RegExp(SEALED_VALUE_PATTERN);
    for (const plain of ['9829019850', '1990-04-12', '302018', 'Vaishali Nagar', 'v1.Vaishali', 'v2.abc.def']) expect(plain).not.toMatch(pattern);
  });
});
