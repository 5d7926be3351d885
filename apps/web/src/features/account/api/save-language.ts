import type { LanguageCode } from '../../../lib/localized';
import { apiSend } from '../../../lib/api-client';
import { getSession } from '../../../lib/session/session-store';

/**
 * PUT /api/auth/language: a signed-in shopper's language choice is kept on their account, so the
 * store's e-mails to them are written in it. Sent in the background: the switch never waits for
 * it, and a failure is ignored (the next switch saves again). Signed out, nothing is sent.
 */
export function saveAccountLanguage(language: LanguageCode): void {
  if (getSession().status !== 'signed-in') return;
  apiSend<unknown>('PUT', '/api/auth/language', { language }).catch(() => undefined);
}
