import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressText, pickEncoding } from './compressed-text';

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity, *;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('compressText', () => {
  it('round-trips both encodings', () => {
    const text = JSON.stringify({ name: 'अंगूठी', price: 45_000 }).repeat(50);
    expect(brotliDecompressSync(compressText(text, 'br')).toString()).toBe(text);
    expect(gunzipSync(compressText(text, 'gzip')).toString()).toBe(text);
  });
});
