import { describe, expect, it } from 'vitest';
import { buildLoginUrl, readReturnUrl, toSameSitePath } from './return-url';

describe('returnUrl', () => {
  it('keeps same-site paths with their query', () => {
    expect(toSameSitePath('/profile?tab=security')).toBe('/profile?tab=security');
    expect(toSameSitePath('/product/gold-ring#reviews')).toBe('/product/gold-ring#reviews');
    expect(toSameSitePath('/products/../checkout')).toBe('/checkout');
  });

  it('refuses missing, foreign or tricky values', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'profile',
      '/x\nSet-Cookie',
      '/\t/evil.example',
      '/x\u0000',
      '/x\u007f',
      '/x\ufffd',
      '/x\ud800',
      ' /profile',
      `/${'a'.repeat(5_000)}`,
    ]) {
      expect(toSameSitePath(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('refuses paths that become another host once dot segments are resolved', () => {
    for (const value of ['/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example']) {
      expect(toSameSitePath(value), value).toBeUndefined();
    }
  });

  it('reads ?returnUrl= once, as a same-site path', () => {
    const read = (query: string) => readReturnUrl(new URLSearchParams(query));
    expect(read('returnUrl=%2Fcheckout')).toBe('/checkout');
    expect(read('')).toBeUndefined();
    for (const query of [
      'returnUrl=%2Fcheckout&returnUrl=%2Forders',
      'returnUrl=javascript%3Aalert(1)',
      'returnUrl=%2F%2Fevil.example',
      'returnUrl=%2F%00',
      'returnUrl=%2F%E0%A4',
      `returnUrl=%2F${'a'.repeat(5_000)}`,
    ]) {
      expect(read(query), query).toBeUndefined();
    }
  });

  it('builds the sign-in link of a guarded page', () => {
    expect(buildLoginUrl('/profile?tab=security')).toBe('/login?returnUrl=%2Fprofile%3Ftab%3Dsecurity');
  });
});
