import { describe, expect, it } from 'vitest';
import { storeOriginOf } from './public-origin';

describe('storeOriginOf', () => {
  it('is PUBLIC_URL whenever it is set', () => {
    expect(storeOriginOf({ publicUrl: 'https://shop.example.com', port: 4100 })).toBe('https://shop.example.com');
  });

  it('is localhost on the server port when PUBLIC_URL is unset', () => {
    expect(storeOriginOf({ port: 4100 })).toBe('http://localhost:4100');
    expect(storeOriginOf({})).toBe('http://localhost:3000');
  });
});
