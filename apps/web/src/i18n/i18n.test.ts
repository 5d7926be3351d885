import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { changeLanguage, createI18n, getResources, getStoredLanguage } from './i18n';

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
  });

  it('uses plural forms for counts', () => {
    const i18n = createI18n('en');
    expect(i18n.t('listing.count', { count: 1 })).toBe('1 piece');
    expect(i18n.t('listing.count', { count: 27 })).toBe('27 pieces');
  });
});
