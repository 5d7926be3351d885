import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import type { LanguageCode } from '../lib/localized';
import { DEFAULT_LANGUAGE, isLanguageCode } from './languages';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { ta } from './locales/ta';
import { te } from './locales/te';
import { authEn } from './locales/auth/en';
import { authHi } from './locales/auth/hi';
import { authTa } from './locales/auth/ta';
import { authTe } from './locales/auth/te';
import { shoppingEn } from './locales/shopping/en';
import { shoppingHi } from './locales/shopping/hi';
import { shoppingTa } from './locales/shopping/ta';
import { shoppingTe } from './locales/shopping/te';
import { productEn } from './locales/product/en';
import { productHi } from './locales/product/hi';
import { productTa } from './locales/product/ta';
import { productTe } from './locales/product/te';
import { homeEn } from './locales/home/en';
import { homeHi } from './locales/home/hi';
import { homeTa } from './locales/home/ta';
import { homeTe } from './locales/home/te';
import { messagesEn } from './locales/messages/en';
import { messagesHi } from './locales/messages/hi';
import { messagesTa } from './locales/messages/ta';
import { messagesTe } from './locales/messages/te';
import { legalEn } from './locales/legal/en';
import { legalHi } from './locales/legal/hi';
import { legalTa } from './locales/legal/ta';
import { legalTe } from './locales/legal/te';
import { cartEn } from './locales/cart/en';
import { cartHi } from './locales/cart/hi';
import { cartTa } from './locales/cart/ta';
import { cartTe } from './locales/cart/te';
import { contentNavEn } from './locales/content-nav/en';
import { contentNavHi } from './locales/content-nav/hi';
import { contentNavTa } from './locales/content-nav/ta';
import { contentNavTe } from './locales/content-nav/te';

/**
 * Strings of a feature area, one object per language under the area's own top-level key
 * (e.g. `{ auth: { ... } }`), kept in `locales/<area>/`; English fills missing strings.
 */
export interface AreaMessages {
  en: Record<string, unknown>;
  hi: Record<string, unknown>;
  ta: Record<string, unknown>;
  te: Record<string, unknown>;
}

/** Feature areas' strings, merged over the shell's; add an area's bundle here. */
const AREAS: AreaMessages[] = [
  { en: authEn, hi: authHi, ta: authTa, te: authTe },
  { en: shoppingEn, hi: shoppingHi, ta: shoppingTa, te: shoppingTe },
  { en: productEn, hi: productHi, ta: productTa, te: productTe },
  { en: homeEn, hi: homeHi, ta: homeTa, te: homeTe },
  { en: messagesEn, hi: messagesHi, ta: messagesTa, te: messagesTe },
  { en: legalEn, hi: legalHi, ta: legalTa, te: legalTe },
  { en: cartEn, hi: cartHi, ta: cartTa, te: cartTe },
  { en: contentNavEn, hi: contentNavHi, ta: contentNavTa, te: contentNavTe },
];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep, so an area may add strings under a key the shell also uses (`product`, `home`). */
function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

function merge(base: object, language: keyof AreaMessages): Record<string, unknown> {
  return AREAS.reduce((merged, area) => deepMerge(merged, area[language]), deepMerge({}, base as Record<string, unknown>));
}

/**
 * Adds a page area's strings once its page loads (i18n/bundles/): to the running app's instance
 * and to `resources`, so instances created later (tests) have them too. Keeps the content
 * pages' strings out of the first view's JavaScript.
 */
export function registerArea(area: AreaMessages): void {
  for (const language of ['en', 'hi', 'ta', 'te'] as const) {
    const translation = resources[language].translation as Record<string, unknown>;
    deepMerge(translation, area[language]);
    i18n.addResourceBundle(language, 'translation', area[language], true, true);
  }
}

export const resources = {
  en: { translation: merge(en, 'en') },
  hi: { translation: merge(hi, 'hi') },
  ta: { translation: merge(ta, 'ta') },
  te: { translation: merge(te, 'te') },
} as const;

/** The language kept in local storage, else English. */
export function getStoredLanguage(): LanguageCode {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** A ready i18next instance; missing keys in a language fall back to English. */
export function createI18n(language: LanguageCode = getStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi', 'ta', 'te'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  syncDocumentLanguage(language);
  instance.on('languageChanged', syncDocumentLanguage);
  return instance;
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the interface language and remembers it. */
export async function changeLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  await instance.changeLanguage(language);
  writeStorage(STORAGE_KEYS.language, language);
}

/** The app's instance. */
export const i18n = createI18n();
