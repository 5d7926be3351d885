import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAMETER, languageCookie } from '@aabhushan/shared/language-choice';
import { hydrateWaitingParts } from '../lib/hydrate-when-near';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import type { LanguageCode } from '../lib/localized';
import { translation as english } from './bundles/en';
import { DEFAULT_LANGUAGE, isLanguageCode } from './languages';
import { mergeMessages, type Translation } from './merge-messages';

/**
 * English ships with the app; Hindi, Tamil and Telugu load when chosen (or at start when
 * stored), so a shopper downloads one language, not four (the store's budgets, docs/performance.md).
 */
const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ translation: Translation }>> = {
  hi: () => import('./bundles/hi'),
  ta: () => import('./bundles/ta'),
  te: () => import('./bundles/te'),
};

const loaded = new Map<LanguageCode, Translation>([['en', english]]);
const instances = new Set<I18n>();

/** The strings of the languages loaded so far (English always), as i18next resources. */
export function getResources(): Partial<Record<LanguageCode, { translation: Translation }>> {
  return Object.fromEntries([...loaded].map(([code, strings]) => [code, { translation: strings }]));
}

/** A page area's strings in every language (i18n/bundles/content.ts, about.ts). */
export type AreaMessages = Record<LanguageCode, Translation>;
const areas: AreaMessages[] = [];

/** Makes a language's strings available to every instance (tests register all four up front). */
export function registerLanguage(code: LanguageCode, strings: Translation): void {
  const withAreas = mergeMessages(strings, areas.map((area) => area[code]));
  loaded.set(code, withAreas);
  instances.forEach((instance) => {
    instance.addResourceBundle(code, 'translation', withAreas, true, true);
    // An instance made in this language before its strings came resolved to English: choosing it
    // again resolves to it (the language label and every string then read it).
    if (instance.language === code) void instance.changeLanguage(code);
  });
}

/**
 * Adds a page area's strings once its page loads, to every language loaded so far and to those
 * loaded later: the content pages' strings stay out of the first view's JavaScript.
 */
export function registerArea(area: AreaMessages): void {
  areas.push(area);
  for (const [code, strings] of [...loaded]) {
    loaded.set(code, mergeMessages(strings, [area[code]]));
    instances.forEach((instance) => instance.addResourceBundle(code, 'translation', area[code], true, true));
  }
}

/** Loads a language's strings once; English is always there. */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  if (code === 'en' || loaded.has(code)) return;
  registerLanguage(code, (await LOADERS[code]()).translation);
}

/** The language kept in local storage, else English. */
export function getStoredLanguage(): LanguageCode {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The language the storefront opens in: that of the view the server drew (its `<html lang>`,
 * so hydration finds the same words), else the stored one.
 */
function getStartLanguage(): LanguageCode {
  if (typeof document === 'undefined') return getStoredLanguage();
  const drawn = document.getElementById('root')?.hasChildNodes() ? document.documentElement.lang : getAddressLanguage();
  return isLanguageCode(drawn) ? drawn : getStoredLanguage();
}

/** The language the page's address chose (`?lang=`), if any. */
function getAddressLanguage(): string | null {
  return new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER);
}

/**
 * The language the shopper wants, settled at start: an address's `?lang=` becomes their choice,
 * and the cookie is brought in line with the stored choice (set before the cookie existed, or
 * cleared with it). No choice writes no cookie: English by default is not a choice, and the
 * server keeps a cookie's language on the account of a shopper who signs in (docs/languages.md).
 */
export function settleWantedLanguage(): LanguageCode {
  const chosen = getAddressLanguage();
  if (isLanguageCode(chosen)) rememberLanguage(chosen);
  const stored = readStorage(STORAGE_KEYS.language);
  const cookies = document.cookie.split('; ');
  if (isLanguageCode(stored)) {
    if (!cookies.includes(`${LANGUAGE_COOKIE}=${stored}`)) rememberLanguage(stored);
  } else if (cookies.some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))) {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
  return getStoredLanguage();
}

/**
 * Keeps the choice in local storage (the source) and mirrors it in the cookie the server draws
 * pages by (packages/shared/src/language-choice.ts).
 */
export function rememberLanguage(language: LanguageCode): void {
  writeStorage(STORAGE_KEYS.language, language);
  document.cookie = languageCookie(language);
}

/**
 * A ready i18next instance; missing keys in a language fall back to English, and a language
 * not loaded yet shows English until `loadLanguage` brings it.
 */
export function createI18n(language: LanguageCode = getStartLanguage()): I18n {
  const instance = i18next.createInstance();
  instances.add(instance);
  void instance.use(initReactI18next).init({
    resources: getResources(),
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

/**
 * `<html lang>` follows the language. Written only when it differs: setting it, even to the same
 * value, restyles the whole page (the fonts of each script hang on `:lang()`), which on a drawn
 * page, already in its language, was a 50 ms task on a fast machine right before hydration.
 */
function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
}

/**
 * The instance itself: react-i18next hands components a copy of it (`useTranslation().i18n`, its
 * `__original` the instance), and a language set on that copy would never reach the instance.
 */
function instanceOf(given: I18n): I18n {
  return (given as I18n & { __original?: I18n }).__original ?? given;
}

/** Switches the interface language and remembers it; `given` may be the instance or the copy a component holds. */
export async function changeLanguage(given: I18n, language: LanguageCode): Promise<void> {
  const instance = instanceOf(given);
  await loadLanguage(language);
  // Parts of a drawn page still waiting to be hydrated are hydrated first, in the drawn language.
  if (instance === i18n) await hydrateWaitingParts();
  await instance.changeLanguage(language);
  rememberLanguage(language);
}

/** The app's instance. */
export const i18n = createI18n();
