import { describe, expect, it } from 'vitest';
import { createDataCipher, DataCipherError, SEALED_VALUE_PATTERN } from './data-cipher';

const KEY = 'a-data-key-that-is-at-least-32-characters';
const cipher = createDataCipher(KEY);

describe('createDataCipher (AES-256-GCM field encryption)', () => {
  it('opens what it sealed, Unicode included', () => {
    for (const text of ['9829019850', '14 Johari Bazaar, Jaipur', 'गली नंबर 4, जयपुर', '']) {
      expect(cipher.open(cipher.seal(text, 'address:a1:address'), 'address:a1:address')).toBe(text);
    }
  });

  it('never stores the plaintext, and equal plaintexts differ (random IV)', () => {
    const first = cipher.seal('9829019850', 'c');
    const second = cipher.seal('9829019850', 'c');
    expect(first).not.toContain('9829019850');
    expect(Buffer.from(first.split('.')[4]!, 'base64url').toString('utf8')).not.toContain('9829019850');
    expect(first).not.toBe(second);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
    expect(first).toMatch(/^v2\.[\w-]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(first).toMatch(new RegExp(SEALED_VALUE_PATTERN));
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const sealed = cipher.seal('9829019850', 'c');
    const [version, keyId, iv, tag, body] = sealed.split('.') as [string, string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const changed of [[version, keyId, iv, tag, flip(body)], [version, keyId, iv, flip(tag), body], [version, keyId, flip(iv), tag, body]]) {
      expect(() => cipher.open(changed.join('.'), 'c')).toThrow(DataCipherError);
    }
    expect(() => cipher.open('9829019850', 'c')).toThrow(DataCipherError);
    expect(() => cipher.open(`v3.${keyId}.${iv}.${tag}.${body}`, 'c')).toThrow(DataCipherError);
    expect(() => cipher.open(`v2.${iv}.${tag}.${body}`, 'c')).toThrow(DataCipherError);
  });

  it('fails under another key', () => {
    const sealed = cipher.seal('9829019850', 'c');
    expect(() => createDataCipher('another-key-that-is-at-least-32-characters').open(sealed, 'c')).toThrow(DataCipherError);
    expect(createDataCipher(KEY).open(sealed, 'c')).toBe('9829019850');
  });

  it('binds a value to its context: copied to another row or column it does not open', () => {
    const sealed = cipher.seal('9829019850', 'address:a1:contact_number');
    expect(() => cipher.open(sealed, 'address:a2:contact_number')).toThrow(DataCipherError);
    expect(() => cipher.open(sealed, 'address:a1:address')).toThrow(DataCipherError);
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => createDataCipher('x'.repeat(31))).toThrow('DATA_KEY must be at least 32 characters long');
  });
});
