import type { LanguageCode } from '../../../lib/localized';
import { apiSend } from '../../../lib/api-client';

/**
 * PUT /api/auth/language: a signed-in shopper's language choice is kept on their account, so the
 * store's e-mails to them are written in it (the language switch calls it only for a signed-in
 * shopper). Sent in the background: the switch never waits for it, and a
 * failure is ignored (the next switch saves again).
 */
export function saveAccountLanguage(language: LanguageCode): void {
  apiSend<unknown>('PUT', '/api/auth/language', { language }).catch(() => undefined);
}
