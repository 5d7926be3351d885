import { describe, expect, it } from 'vitest';
import { buildLoginUrl, getSafeReturnUrl } from './return-url';

describe('returnUrl', () => {
  it('keeps same-site paths with their query', () => {
    expect(getSafeReturnUrl('/profile?tab=security')).toBe('/profile?tab=security');
    expect(getSafeReturnUrl('/product/gold-ring#reviews')).toBe('/product/gold-ring#reviews');
  });

  it('falls back to /profile for missing, foreign or tricky values', () => {
    for (const value of [null, '', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'profile', '/x\nSet-Cookie']) {
      expect(getSafeReturnUrl(value)).toBe('/profile');
    }
  });

  it('builds the sign-in link of a guarded page', () => {
    expect(buildLoginUrl('/profile?tab=security')).toBe('/login?returnUrl=%2Fprofile%3Ftab%3Dsecurity');
  });
});
