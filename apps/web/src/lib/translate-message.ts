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
const EXACT: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(messagesEn.messages)
    .filter(([, text]) => !text.includes('{{')) // messages with a number go through PATTERNS
    .map(([key, text]) => [text, key]),
);

/** Messages with a number in them: the number becomes the interpolation value. */
const PATTERNS: ReadonlyArray<{ pattern: RegExp; key: string; value: 'count' | 'max' }> = [
  { pattern: /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/, key: 'tooManySignIns', value: 'count' },
  { pattern: /^Too many requests for this email\. Please try again in (\d+) minutes?\.$/, key: 'tooManyEmails', value: 'count' },
  { pattern: /^Too many requests from your network\. Please try again in (\d+) minutes?\.$/, key: 'tooManyRequests', value: 'count' },
  { pattern: /^Too many messages from this address\. Please try again in (\d+) minutes?\.$/, key: 'tooManyEnquiries', value: 'count' },
  { pattern: /^Must be at most (\d+) characters$/, key: 'tooLong', value: 'max' },
];

/** The message in the current language; an unknown message is returned as it was sent. */
export function translateMessage(message: string, t: TFunction): string {
  const key = EXACT[message];
  if (key) return t(`messages.${key}`);
  for (const { pattern, key: patternKey, value } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(`messages.${patternKey}`, { [value]: Number(match[1]) });
  }
  return message;
}

/** For form fields: `tm(errors.email?.message)` (undefined stays undefined). */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => (message ? translateMessage(message, t) : message), [t]);
}
