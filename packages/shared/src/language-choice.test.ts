import { describe, expect, it } from 'vitest';
import { chooseDrawingLanguage, isStoreLanguage, languageCookie } from './language-choice';

describe('the language a page is drawn in', () => {
  it('is the address’s ?lang= first, then the cookie, then English', () => {
    expect(chooseDrawingLanguage('ta', 'hi')).toBe('ta');
    expect(chooseDrawingLanguage(null, 'hi')).toBe('hi');
    expect(chooseDrawingLanguage(undefined, undefined)).toBe('en');
  });

  it('ignores a language the store does not speak', () => {
    expect(chooseDrawingLanguage('fr', 'te')).toBe('te');
    expect(chooseDrawingLanguage('HI', 'xx')).toBe('en');
    expect(isStoreLanguage('en-IN')).toBe(false);
  });

  it('is remembered in a cookie for a year on the whole site', () => {
    expect(languageCookie('te')).toBe('lang=te; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
