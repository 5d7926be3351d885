import type { FastifyRequest } from 'fastify';
import { isStoreLanguage, LANGUAGE_COOKIE, type StoreLanguage } from '@aabhushan/shared/language-choice';

/**
 * The storefront's language as a request carries it (its `lang` cookie), English when there is
 * none: the language of a mail to an address no account's language tells (at sign-up, an enquiry).
 */
export function cookieLanguage(request: FastifyRequest): StoreLanguage {
  return chosenLanguage(request) ?? 'en';
}

/** The language the shopper chose on the storefront (its `lang` cookie), if they chose one the store speaks. */
export function chosenLanguage(request: FastifyRequest): StoreLanguage | undefined {
  const language = (request.cookies as Record<string, string | undefined> | undefined)?.[LANGUAGE_COOKIE];
  return isStoreLanguage(language) ? language : undefined;
}
