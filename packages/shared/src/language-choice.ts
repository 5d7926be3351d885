/**
 * The shopper's language as the server learns it, so it can draw a page in that language
 * (docs/architecture.md, "Drawn in the shopper's language"). The storefront keeps the choice
 * in local storage and mirrors it in a cookie the server reads; `?lang=` on any page address
 * chooses too (the addresses search engines are given for each language).
 */
export const STORE_LANGUAGES = ['en', 'hi', 'ta', 'te'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

/** Each language's locale in India, for dates and numbers written by Intl. */
export const INDIAN_LOCALES: Readonly<Record<StoreLanguage, string>> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN' };

/** The cookie that mirrors the choice: a year, the whole site, sent on top-level navigations. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The query parameter that chooses the language of a page address. */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

export function isStoreLanguage(value: unknown): value is StoreLanguage {
  return typeof value === 'string' && (STORE_LANGUAGES as readonly string[]).includes(value);
}

/** A stored or sent language as one of the store's, English when it is none of them. */
export function storeLanguageOr(value: unknown): StoreLanguage {
  return isStoreLanguage(value) ? value : 'en';
}

/** The language a page is drawn in: the address's `?lang=`, else the cookie's, else English. */
export function chooseDrawingLanguage(queryLanguage: string | null | undefined, cookieLanguage: string | null | undefined): StoreLanguage {
  return isStoreLanguage(queryLanguage) ? queryLanguage : storeLanguageOr(cookieLanguage);
}

/** The cookie that remembers a language: the server's `Set-Cookie` value, and what the storefront writes to `document.cookie`. */
export function languageCookie(language: StoreLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
