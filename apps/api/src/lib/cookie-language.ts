import type { FastifyRequest } from 'fastify';
import { storeLanguageOr, LANGUAGE_COOKIE, type StoreLanguage } from '@aabhushan/shared/language-choice';

/**
 * The storefront's language as a request carries it (its `lang` cookie), English when there is
 * none: the language of a mail to an address no account's language tells (at sign-up, an enquiry).
 */
export function cookieLanguage(request: FastifyRequest): StoreLanguage {
  const language = (request.cookies as Record<string, string | undefined> | undefined)?.[LANGUAGE_COOKIE];
  return storeLanguageOr(language);
}
