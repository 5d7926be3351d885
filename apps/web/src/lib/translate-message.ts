import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOfKey, madeRefusal, type RefusalCode } from '@aabhushan/shared/refusals/refusal-code';
import { AUTH_ANSWERS } from '@aabhushan/shared/schemas/auth-answers';
import { AUTH_MESSAGES } from '@aabhushan/shared/schemas/auth-messages';
import { CART_MESSAGES } from '@aabhushan/shared/schemas/cart-messages';
import { ENQUIRY_MESSAGES } from '@aabhushan/shared/schemas/enquiry-messages';
import { NEWSLETTER_MESSAGES } from '@aabhushan/shared/schemas/newsletter-messages';
import { REVIEW_MESSAGES } from '@aabhushan/shared/schemas/review-messages';
import { COUPON_MESSAGES } from '@aabhushan/shared/rules/coupon';
import { WISHLIST_MESSAGES } from '@aabhushan/shared/schemas/wishlist-messages';
import { isApiError } from './api-error';

/**
 * Every message follows the language picker. A refusal from the server carries its code (and
 * the values it was made with): it is shown by the code, `messages.<CODE>` in the language's
 * strings, with the server's English as the default. The storefront's own texts (the shared
 * schemas' validation messages, the success texts of the answers) are known by the message
 * groups they come from: each group registered here or by a page area gives its texts their
 * codes, the same codes the server's catalogue gives them.
 */
const codeByText = new Map<string, string>();

export type MessageGroups = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Registers message groups by their codes' prefix (as in the shared catalogue). */
export function registerMessageGroups(groups: MessageGroups): void {
  for (const [prefix, group] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(group)) {
      if (typeof text === 'string' && !codeByText.has(text)) codeByText.set(text, codeOfKey(prefix, key));
    }
  }
}

// The groups of the forms and answers every page can show (sign-in, cart, wishlist, newsletter).
registerMessageGroups({
  AUTH: AUTH_MESSAGES,
  ACCOUNT: AUTH_ANSWERS,
  CART: CART_MESSAGES,
  COUPON: COUPON_MESSAGES,
  WISHLIST: WISHLIST_MESSAGES,
  REVIEW: REVIEW_MESSAGES,
  ENQUIRY: ENQUIRY_MESSAGES,
  NEWSLETTER: NEWSLETTER_MESSAGES,
});

/** A coded message in the current language; `fallback` (the English text) when it has no translation. */
export function translateRefusal({ code, values = {} }: RefusalCode, fallback: string, t: TFunction): string {
  const { reason, reasonCode, ...reasonValues } = values;
  // A reason inside a message ('Coupon X was removed: <reason>') is itself a coded message.
  const translatedReason =
    typeof reason === 'string' && typeof reasonCode === 'string' && reasonCode ? translateRefusal({ code: reasonCode, values: reasonValues }, reason, t) : reason;
  // The server writes values as text; a count is a number again, so the translation picks its plural.
  const count = values.count === undefined ? undefined : Number(values.count);
  return t(`messages.${code}`, { ...values, count, reason: translatedReason, defaultValue: fallback });
}

/** The code of one of the storefront's own texts, from the groups registered so far. */
export function storefrontCodeOf(text: string): RefusalCode | undefined {
  const code = codeByText.get(text);
  return code ? { code } : madeRefusal(text);
}

/** One of the storefront's own texts in the current language; a text of no known group is shown as it is. */
export function translateMessage(text: string, t: TFunction): string {
  const refusal = storefrontCodeOf(text);
  return refusal ? translateRefusal(refusal, text, t) : text;
}

/** A server refusal's message in the current language: by its code when it has one. */
export function translateApiMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return '';
  return error.refusal ? translateRefusal(error.refusal, error.message, t) : error.message;
}

/** For form fields: `tm(errors.email?.message)` (undefined stays undefined). */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => (message ? translateMessage(message, t) : message), [t]);
}
