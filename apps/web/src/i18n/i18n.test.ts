import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { changeLanguage, createI18n, getResources, getStoredLanguage, settleWantedLanguage } from './i18n';

/** The language cookie as the server would read it. */
const languageCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith('lang='));

/** Every key but the store's messages, which are kept by their codes (message-translations.test.ts). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    !prefix && key === 'messages' ? [] : keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n', () => {
  it('defaults to English', () => {
    expect(getStoredLanguage()).toBe('en');
    expect(createI18n().t('nav.home')).toBe('Home');
  });

  it('has every English string in Hindi, Tamil and Telugu, each translated', () => {
    const resources = getResources();
    const english = keysOf(resources.en!.translation).sort();
    for (const code of ['hi', 'ta', 'te'] as const) {
      expect(keysOf(resources[code]!.translation).sort()).toEqual(english);
      const i18n = createI18n(code);
      expect(i18n.t('nav.home')).not.toBe('Home');
      expect(i18n.t('listing.allTitle')).not.toBe('All jewellery');
    }
  });

  it('falls back to English for a key a language lacks', () => {
    const i18n = createI18n('ta');
    i18n.addResource('en', 'translation', 'only.english', 'Only in English');
    expect(i18n.t('only.english')).toBe('Only in English');
  });

  it('keeps the spec messages word for word in English', () => {
    const i18n = createI18n('en');
    expect(i18n.t('language.changed', { language: 'हिन्दी' })).toBe('Language changed to हिन्दी');
    expect(i18n.t('errors.network')).toBe('Network connection issue. Please check your internet connection.');
  });

  it('remembers the chosen language in local storage and sets the page language', async () => {
    const i18n = createI18n('en');
    await changeLanguage(i18n, 'te');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('te');
    expect(getStoredLanguage()).toBe('te');
    expect(document.documentElement.lang).toBe('te');
    // Mirrored for the server, which draws pages in it.
    expect(languageCookie()).toBe('lang=te');
  });

  it('leaves <html lang> untouched when the page is already in the language (writing it restyles the whole page)', async () => {
    document.documentElement.lang = 'hi';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    createI18n('hi');
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toHaveLength(0);
    expect(document.documentElement.lang).toBe('hi');
  });

  it('uses plural forms for counts', () => {
    const i18n = createI18n('en');
    expect(i18n.t('listing.count', { count: 1 })).toBe('1 piece');
    expect(i18n.t('listing.count', { count: 27 })).toBe('27 pieces');
  });
});

describe('the language a page opens in', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = 'lang=; max-age=0; path=/';
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  /** A page as the server sends it: its root drawn (or not) and its <html lang>. */
  function arrive({ drawnIn, address = '/' }: { drawnIn?: string; address?: string }) {
    window.history.replaceState(null, '', address);
    const root = document.createElement('div');
    root.id = 'root';
    if (drawnIn) {
      root.innerHTML = '<main>drawn</main>';
      document.documentElement.lang = drawnIn;
    }
    document.body.append(root);
  }

  it('is the drawn view’s language, whatever is stored, so hydration finds the same words', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'hi');
    arrive({ drawnIn: 'ta' });
    expect(createI18n().language).toBe('ta');
  });

  it('is the stored one when nothing was drawn, or the address’s ?lang=', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'hi');
    arrive({});
    expect(createI18n().language).toBe('hi');
    arrive({ address: '/login?lang=te' });
    expect(createI18n().language).toBe('te');
  });

  it('an address’s ?lang= becomes the shopper’s choice, stored and mirrored in the cookie (which the server may have set already)', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'hi');
    document.cookie = 'lang=ta; path=/';
    arrive({ drawnIn: 'ta', address: '/products?lang=ta' });
    expect(settleWantedLanguage()).toBe('ta');
    expect(getStoredLanguage()).toBe('ta');
    expect(languageCookie()).toBe('lang=ta');
  });

  it('a choice stored before the cookie existed is mirrored at start, and wanted over the drawn English', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'te');
    arrive({ drawnIn: 'en' });
    expect(languageCookie()).toBeUndefined();
    expect(settleWantedLanguage()).toBe('te');
    expect(languageCookie()).toBe('lang=te');
  });

  it('no choice is no cookie: English by default is not a choice the server should keep on an account', () => {
    arrive({});
    expect(settleWantedLanguage()).toBe('en');
    expect(languageCookie()).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    // A cookie left from a choice since cleared from storage goes with it.
    document.cookie = 'lang=ta; path=/';
    expect(settleWantedLanguage()).toBe('en');
    expect(languageCookie()).toBeUndefined();
  });

  it('an address asking for a language the store does not speak changes nothing', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'hi');
    arrive({ address: '/home?lang=fr' });
    expect(settleWantedLanguage()).toBe('hi');
    expect(createI18n().language).toBe('hi');
  });
});
