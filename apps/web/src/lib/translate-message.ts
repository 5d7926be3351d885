import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesEn } from '../i18n/locales/messages/en';

/**
 * DECISIONS section 8: every interface string follows the language picker, including the
 * shared schemas' validation messages and the API's answers, which arrive in English. Each
 * known English text maps to its key in locales/messages/ (read off the English bundle, the
 * one list of them); unknown texts are shown as sent.
 */
const EXACT: Record<string, string> = Object.fromEntries(
  Object.entries(messagesEn.messages)
    .filter(([, text]) => !text.includes('{{')) // messages with a number go through PATTERNS
    .map(([key, text]) => [text, key]),
);

/**
 * Server messages that only pages loaded later show: their area adds them with its strings (the
 * translations under messages.<key>), so they stay out of the first view (bundles/account-forms.ts).
 */
export function addServerMessages(messages: Readonly<Record<string, string>>): void {
  for (const key in messages) EXACT[messages[key]!] = key;
}

type Values = Record<string, string | number>;

/** Messages with a value in them: the value is interpolated into the translation. */
const PATTERNS: ReadonlyArray<{ pattern: RegExp; key: string; values: (match: RegExpExecArray, t: TFunction) => Values }> = [
  { pattern: /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/, key: 'tooManySignIns', values: (m) => ({ count: Number(m[1]) }) },
  { pattern: /^Too many requests for this email\. Please try again in (\d+) minutes?\.$/, key: 'tooManyEmails', values: (m) => ({ count: Number(m[1]) }) },
  { pattern: /^Too many requests from your network\. Please try again in (\d+) minutes?\.$/, key: 'tooManyRequests', values: (m) => ({ count: Number(m[1]) }) },
  { pattern: /^Too many messages from this address\. Please try again in (\d+) minutes?\.$/, key: 'tooManyEnquiries', values: (m) => ({ count: Number(m[1]) }) },
  { pattern: /^Too many coupon attempts\. Please try again in (\d+) minutes?\.$/, key: 'tooManyCouponAttempts', values: (m) => ({ count: Number(m[1]) }) },
  { pattern: /^Must be at most (\d+) characters$/, key: 'tooLong', values: (m) => ({ max: Number(m[1]) }) },
  { pattern: /^Maximum quantity available is (\d+)$/, key: 'cartMaxQuantity', values: (m) => ({ max: Number(m[1]) }) },
  { pattern: /^Minimum order value of (₹[\d,]+) required$/, key: 'couponMinimumOrder', values: (m) => ({ amount: m[1]! }) },
  // The reason of a dropped coupon is itself a known message.
  { pattern: /^Coupon (\S+) was removed: (.+)$/, key: 'couponDropped', values: (m, t) => ({ code: m[1]!, reason: translateMessage(m[2]!, t) }) },
];

/** The message in the current language; an unknown message is returned as it was sent. */
export function translateMessage(message: string, t: TFunction): string {
  const key = EXACT[message];
  if (key) return t(`messages.${key}`);
  for (const { pattern, key: patternKey, values } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(`messages.${patternKey}`, values(match, t));
  }
  return message;
}

/** For form fields: `tm(errors.email?.message)` (undefined stays undefined). */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => (message ? translateMessage(message, t) : message), [t]);
}
